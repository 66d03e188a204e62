import { useId } from 'react';

import { Button } from '../../../components/Button';
import { Icon, Info, Pause, Play, Sounds } from '../../../components/Icon';
import { ToggleGroup } from '../../../components/ToggleGroup';
import { useT } from '../../../i18n';
import { styled } from '../../../styles';
import { isSoundId, soundIds } from '../model';
import type { SoundId } from '../model';

const Root = styled('div', { display: 'flex', flexDirection: 'column', gap: '$5' });

const Controls = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$4',
});

const Status = styled('p', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  fontWeight: '$semibold',
  color: '$text',
});

const VolumeField = styled('div', { display: 'flex', flexDirection: 'column', gap: '$2' });

const VolumeLabel = styled('label', {
  display: 'flex',
  justifyContent: 'space-between',
  gap: '$2',
  fontWeight: '$semibold',
});

const VolumeValue = styled('span', { color: '$muted', fontVariantNumeric: 'tabular-nums' });

// The native slider: arrow keys, Home/End and Page keys for free, and a large hit area.
const Slider = styled('input', {
  inlineSize: '100%',
  blockSize: '$tapTarget',
  margin: 0,
  accentColor: '$colors$accent',
  cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid $focus', outlineOffset: '2px' },
});

const Unsupported = styled('p', {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$2',
  padding: '$3',
  borderRadius: '$md',
  backgroundColor: '$warningSoft',
  color: '$text',
  '& svg': { flexShrink: 0, color: '$warning', marginBlockStart: '2px' },
});

export interface CalmingSoundsProps {
  sound: SoundId;
  playing: boolean;
  /** From 0 to 1. */
  volume: number;
  /** false when the browser cannot make sound: only an explanation is shown. */
  supported?: boolean;
  onPlay: () => void;
  onPause: () => void;
  onSoundChange: (sound: SoundId) => void;
  onVolumeChange: (volume: number) => void;
}

/** The calming sounds player: which sound, play or pause, and volume. It only shows and reports. */
export function CalmingSounds({
  sound,
  playing,
  volume,
  supported = true,
  onPlay,
  onPause,
  onSoundChange,
  onVolumeChange,
}: CalmingSoundsProps) {
  const t = useT();
  const id = useId();
  const sliderId = `${id}-volume`;
  const percent = Math.round(volume * 100);
  const volumeText = t('quickActions.sounds.volumeValue', { volume });

  if (!supported) {
    return (
      <Unsupported>
        <Icon icon={Info} />
        {t('quickActions.sounds.unsupported')}
      </Unsupported>
    );
  }

  return (
    <Root>
      <ToggleGroup
        type="single"
        legend={t('quickActions.sounds.choice')}
        name={`${id}-sound`}
        options={soundIds.map((value) => ({ value, label: t(`quickActions.sounds.${value}`) }))}
        value={sound}
        onChange={(value) => {
          if (isSoundId(value)) onSoundChange(value);
        }}
      />
      <Controls>
        <Button size="lg" icon={playing ? <Pause /> : <Play />} onClick={playing ? onPause : onPlay}>
          {playing ? t('quickActions.sounds.pause') : t('quickActions.sounds.play')}
        </Button>
        <Status role="status">
          {playing ? <Icon icon={Sounds} /> : null}
          {playing
            ? t('quickActions.sounds.playing', { sound: t(`quickActions.sounds.${sound}`) })
            : t('quickActions.sounds.paused')}
        </Status>
      </Controls>
      <VolumeField>
        <VolumeLabel htmlFor={sliderId}>
          {t('quickActions.sounds.volume')}
          <VolumeValue aria-hidden="true">{volumeText}</VolumeValue>
        </VolumeLabel>
        <Slider
          id={sliderId}
          type="range"
          min={0}
          max={100}
          step={5}
          value={percent}
          aria-valuetext={volumeText}
          onChange={(event) => onVolumeChange(Number(event.target.value) / 100)}
        />
      </VolumeField>
    </Root>
  );
}

export default CalmingSounds;
