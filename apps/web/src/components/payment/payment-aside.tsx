import type { ComponentType, ReactNode, SVGProps } from 'react';
import './payment.css';

/** A line beside the payment form: an icon, what it offers, then its button (and anything said after it). */
export function PaymentAside({
  icon: Icon,
  text,
  className,
  children,
}: {
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  text: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `payment-aside ${className}` : 'payment-aside'}>
      <Icon className="payment-aside__icon" />
      <p className="payment-aside__text">{text}</p>
      {children}
    </div>
  );
}
