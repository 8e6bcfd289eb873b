import type { Device } from '@crewcast/contracts/devices';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { DevicesIcon, MonitorIcon, PhoneIcon, TrashIcon } from '@/components/ui/icons';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useFormats } from '@/lib/i18n/use-formats';
import { deviceName } from '../device-rules';
import '@/components/ui/icon-tile.css';
import '@/components/ui/status-pill.css';

export interface DeviceCardProps {
  device: Device;
  /** Whether a change to this device is being saved. */
  busy: boolean;
  /** The active state being saved, shown until the server answers. */
  savingActive?: boolean;
  onToggleActive: (isActive: boolean) => void;
  onDelete: () => Promise<void>;
}

/** A picture of the kind of device: phones and tablets, TVs, or computers. */
function DeviceIcon({ device: { platform, model, system } }: { device: Device }) {
  if (platform === 'ios' || platform === 'android' || /^(iOS|iPadOS|Android)\b/.test(system ?? model)) {
    return <PhoneIcon className="icon-tile device-card__icon" />;
  }
  if (platform === 'tv') return <MonitorIcon className="icon-tile device-card__icon" />;
  return <DevicesIcon className="icon-tile device-card__icon" />;
}

/**
 * One device: what it is, since when and when it was last used, whether it is on; the current one is marked
 * and cannot be deleted.
 */
export function DeviceCard({ device, busy, savingActive, onToggleActive, onDelete }: DeviceCardProps) {
  const t = useTranslation();
  const formats = useFormats();
  const nameId = useId();
  const isActive = savingActive ?? device.isActive;
  const classes = [
    'device-card',
    device.isCurrent && 'device-card--current',
    !device.isActive && 'device-card--inactive',
  ];

  return (
    <Card className={classes.filter(Boolean).join(' ')} role="group" aria-labelledby={nameId}>
      <div className="device-card__top">
        <DeviceIcon device={device} />
        <div className="device-card__identity">
          <h2 className="device-card__model" id={nameId}>
            {deviceName(device, t)}
            {device.isCurrent && <span className="visually-hidden"> ({t('devices.current')})</span>}
          </h2>
          <p className="device-card__meta">
            {t(`devices.platform.${device.platform}`)} · {t('devices.added', formats.date(device.created))}
          </p>
          <p className="device-card__meta">
            {device.isCurrent
              ? t('devices.lastUsed.now')
              : device.lastUsed
                ? t('devices.lastUsed', formats.dateTime(device.lastUsed))
                : t('devices.lastUsed.unknown')}
          </p>
        </div>
        {device.isCurrent && (
          <span
            className="status-pill status-pill--positive status-pill--tag device-card__current"
            aria-hidden="true"
          >
            {t('devices.current')}
          </span>
        )}
      </div>
      <div className="device-card__actions">
        <Checkbox
          variant="switch"
          label={t('devices.active')}
          checked={isActive}
          disabled={busy}
          onChange={(event) => onToggleActive(event.target.checked)}
        />
        {!device.isCurrent && (
          <Button variant="ghost" className="device-card__delete" onClick={onDelete} disabled={busy}>
            <TrashIcon />
            {t('devices.delete')}
          </Button>
        )}
      </div>
    </Card>
  );
}
