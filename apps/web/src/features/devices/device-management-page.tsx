import type { Device } from '@crewcast/contracts/devices';
import { Link, useSearchParams } from 'react-router';
import { PageLinks } from '@/components/layout/page-links';
import { useConfirm } from '@/components/shell/confirm-dialog';
import { useToast } from '@/components/shell/toast';
import { Page } from '@/components/layout/page';
import { buttonClassName } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { QueryList } from '@/components/ui/query-list';
import { currentBrowserDevice, isMobileOrTablet } from '@/lib/browser-device';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { isMobileApp } from '@/lib/mobile-app-bridge';
import { paths } from '@/lib/paths';
import { useRemoteConfig } from '@/lib/remote-config/get-remote-config';
import { useDeleteDevice } from './api/delete-device';
import { useDevices } from './api/get-devices';
import { useUpdateDevice } from './api/update-device';
import { DeviceCard } from './components/device-card';
import { deviceName, reachedDeviceLimit } from './device-rules';
import './device-management-page.css';

const SKELETON_CARDS = 3;

/** SPEC section 2, "Device management": the member's devices, each switchable on and off or removable. */
export function DeviceManagementPage() {
  const t = useTranslation();
  const limit = useRemoteConfig().device_management_limit;
  const devices = useDevices();

  return (
    <Page title={t('devices.title')} lead={t('devices.lead', limit)}>
      <DeviceManagementLinks />
      <QueryList
        query={devices}
        className="tile-grid device-list"
        loading={{ label: t('devices.loading'), count: SKELETON_CARDS, height: 148 }}
        loadFailed={t('devices.loadFailed')}
        empty={<EmptyState title={t('devices.empty.title')} body={t('devices.empty.body')} />}
      >
        {(list) => <DeviceList devices={list} limit={limit} />}
      </QueryList>
    </Page>
  );
}

/** 'Back to Video' when the member came from a video (not on phones, whose apps have their own way back). */
function DeviceManagementLinks() {
  const t = useTranslation();
  const mediaId = useSearchParams()[0].get('mediaId');
  const onMobile = isMobileApp() || isMobileOrTablet(currentBrowserDevice());
  return (
    <PageLinks label={t('devices.navigation')} backLabel={t('devices.backToAccount')}>
      {mediaId && !onMobile && (
        <Link className={buttonClassName('secondary')} to={paths.video(mediaId)}>
          <ArrowLeftIcon />
          {t('devices.backToVideo')}
        </Link>
      )}
    </PageLinks>
  );
}

function DeviceList({ devices, limit }: { devices: Device[]; limit: number }) {
  const t = useTranslation();
  const showToast = useToast();
  const confirm = useConfirm();
  const update = useUpdateDevice();
  const remove = useDeleteDevice();
  const busyDevice = update.isPending
    ? update.variables.deviceIdentifier
    : remove.isPending
      ? remove.variables.deviceIdentifier
      : null;

  async function toggleActive(device: Device, isActive: boolean) {
    try {
      await update.mutateAsync({ deviceIdentifier: device.deviceIdentifier, isActive });
    } catch (error) {
      const reached = reachedDeviceLimit(error, limit);
      if (reached !== null) {
        showToast({ tone: 'error', message: t('devices.limitReached', reached) });
        return;
      }
      console.warn('The device could not be changed', error);
      showToast({ tone: 'error', message: t('devices.updateFailed') });
    }
  }

  async function deleteDevice(device: Device) {
    const confirmed = await confirm({
      title: t('devices.delete.confirm.title'),
      body: t('devices.delete.confirm.body', deviceName(device, t)),
      confirmText: t('devices.delete'),
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync({ deviceIdentifier: device.deviceIdentifier });
      showToast({ tone: 'success', message: t('devices.deleted', deviceName(device, t)) });
    } catch (error) {
      console.warn('The device could not be deleted', error);
      showToast({ tone: 'error', message: t('devices.deleteFailed') });
    }
  }

  const active = devices.filter((device) => device.isActive).length;
  return (
    <>
      <p className="device-page__count">{t('devices.count', active, limit)}</p>
      <ul className="plain-list tile-grid device-list" aria-label={t('devices.listLabel')}>
        {devices.map((device) => (
          <li key={device.deviceIdentifier}>
            <DeviceCard
              device={device}
              busy={busyDevice === device.deviceIdentifier}
              savingActive={
                update.isPending && update.variables.deviceIdentifier === device.deviceIdentifier
                  ? update.variables.isActive
                  : undefined
              }
              onToggleActive={(isActive) => void toggleActive(device, isActive)}
              onDelete={() => deleteDevice(device)}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
