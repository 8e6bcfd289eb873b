import { useId, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';
import './accordion.css';

export interface AccordionItem {
  id: string | number;
  title: string;
  content: ReactNode;
}

/** Disclosure list (WAI-ARIA accordion pattern): each title is a button that shows or hides its panel. */
export function Accordion({ items }: { items: readonly AccordionItem[] }) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<AccordionItem['id']>>(new Set());

  function toggle(id: AccordionItem['id']) {
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }

  return (
    <ul className="accordion">
      {items.map((item) => {
        const expanded = open.has(item.id);
        const triggerId = `${baseId}-${item.id}-trigger`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <li key={item.id} className="accordion__item">
            <h3 className="accordion__heading">
              <button
                type="button"
                id={triggerId}
                className="accordion__trigger"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
              >
                <span>{item.title}</span>
                <ChevronDownIcon className="accordion__chevron" />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={triggerId}
              className="accordion__panel"
              hidden={!expanded}
            >
              {item.content}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
