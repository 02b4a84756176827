import { DOOR_DIRECTIONS, MAX_ENTRANCE_NAME, type DoorDirection } from '../../../common/types/scanner';
import { useTranslation } from '../../lib/i18n';
import { RadioGroupField } from '../ui/RadioGroupField';
import { TextField } from '../ui/TextField';

/** Where this scanner stands: letting people in or out, and at which entrance (kept on this device). */
export function DoorPlace({
  direction,
  entrance,
  setDirection,
  setEntrance,
}: {
  direction: DoorDirection;
  entrance: string;
  setDirection: (direction: DoorDirection) => void;
  setEntrance: (entrance: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
      <RadioGroupField
        legend={t('scanner.place.direction')}
        name="direction"
        options={DOOR_DIRECTIONS.map((value) => ({ value, label: t(`scanner.place.directions.${value}`) }))}
        value={direction}
        onChange={(value) => setDirection(value)}
      />
      <TextField
        label={t('scanner.place.entrance')}
        hint={t('scanner.place.entranceHint')}
        value={entrance}
        maxLength={MAX_ENTRANCE_NAME}
        onChange={(event) => setEntrance(event.target.value)}
        autoComplete="off"
      />
    </div>
  );
}
