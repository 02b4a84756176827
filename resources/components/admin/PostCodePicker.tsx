import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import type { PostCodeChoice } from '../../../common/types/locations';
import { Combobox } from '../ui/Combobox';

async function searchPostCodes(text: string, signal: AbortSignal): Promise<PostCodeChoice[]> {
  const response = await fetch(routes.admin.postCodes.search(text), {
    headers: { Accept: 'application/json' },
    signal,
  });
  if (!response.ok) return [];
  return ((await response.json()) as { postCodes: PostCodeChoice[] }).postCodes;
}

/** Chooses a post code by typing part of its code or place: the server searches as the admin types. */
export function PostCodePicker({
  value,
  onChange,
  error,
  disabled,
}: {
  value: PostCodeChoice | null;
  onChange: (postCode: PostCodeChoice | null) => void;
  error?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Combobox
      label={t('admin.location.postCode')}
      hint={t('admin.location.postCodeHint')}
      error={error}
      disabled={disabled}
      required
      selected={value}
      onSelect={onChange}
      search={searchPostCodes}
      optionKey={(postCode) => postCode.id}
      optionLabel={(postCode) => `${postCode.code} ${postCode.placeName}`}
      resultsMessage={(count) =>
        count ? t('admin.location.postCodesFound', { count }) : t('admin.location.noPostCodeFound')
      }
    />
  );
}
