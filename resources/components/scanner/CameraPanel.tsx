import { useCameraReader } from '../../hooks/use-camera-reader';
import { useTranslation } from '../../lib/i18n';
import { SelectField } from '../ui/SelectField';

/**
 * The live camera view that reads QR codes, with a picker when the device has more than one camera.
 * On phones it fills the screen below the door bar, edge to edge, so a ticket is easy to aim at.
 */
export function CameraPanel({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const { videoRef, cameras, deviceId, chooseCamera, status, decoderKind } = useCameraReader(onCode);
  const statusText =
    status === 'unavailable'
      ? t('scanner.camera.unavailable')
      : status === 'starting'
        ? t('scanner.camera.starting')
        : t('scanner.camera.reading');
  return (
    <section aria-labelledby="camera-heading" data-camera={status} data-decoder={decoderKind ?? ''}>
      <h2 id="camera-heading" className="text-lg font-semibold text-gray-900 max-lg:sr-only dark:text-white">
        {t('scanner.camera.heading')}
      </h2>
      {status !== 'unavailable' && (
        <div className="overflow-hidden bg-gray-900 max-sm:-mx-4 max-lg:h-[max(16rem,calc(100svh-26rem))] sm:rounded-xl lg:mt-3 lg:aspect-video">
          <video
            ref={videoRef}
            muted
            playsInline
            aria-label={t('scanner.camera.video')}
            className="size-full object-cover"
          />
        </div>
      )}
      <p className="mt-2 text-sm text-gray-600 dark:text-gray-300">
        {statusText}
        {decoderKind && <> {t(`scanner.camera.decoders.${decoderKind}`)}</>}
      </p>
      {cameras.length > 1 && (
        <SelectField
          className="mt-3"
          label={t('scanner.camera.choose')}
          value={deviceId ?? ''}
          onChange={(event) => chooseCamera(event.target.value || null)}
          placeholder={t('scanner.camera.default')}
          options={cameras.map((camera, index) => ({
            value: camera.deviceId,
            label: camera.label || t('scanner.camera.number', { number: index + 1 }),
          }))}
        />
      )}
    </section>
  );
}
