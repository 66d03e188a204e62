import { useEffect, useRef, useState } from 'react';

import { clampVolume } from './model';
import type { SoundId, SoundPlayer } from './model';
import { createWebAudioPlayer, webAudioSupported } from './sound/webAudioPlayer';

export interface UseCalmingSoundsOptions {
  /** Makes the player on the first Play; by default Web Audio. Stories pass a fake. */
  createPlayer?: () => SoundPlayer;
}

/**
 * The calming sounds' state and their player. The player (and its AudioContext) is made on the
 * first Play and closed by `stop` and on unmount, so the sound ends when the user leaves it.
 */
export function useCalmingSounds({ createPlayer }: UseCalmingSoundsOptions = {}) {
  const playerRef = useRef<SoundPlayer | null>(null);
  const [sound, setSound] = useState<SoundId>('rain');
  const [volume, setVolume] = useState(0.6);
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);
  const [supported] = useState(() => createPlayer !== undefined || webAudioSupported());

  useEffect(
    () => () => {
      playerRef.current?.close();
      playerRef.current = null;
    },
    [],
  );

  function playNow(next: SoundId) {
    try {
      playerRef.current ??= (createPlayer ?? createWebAudioPlayer)();
      playerRef.current.play(next, volume);
      setPlaying(true);
    } catch {
      // No audio device, or the browser refused another AudioContext.
      setFailed(true);
      setPlaying(false);
    }
  }

  return {
    sound,
    volume,
    playing,
    supported: supported && !failed,
    play: () => playNow(sound),
    pause: () => {
      playerRef.current?.pause();
      setPlaying(false);
    },
    changeSound: (next: SoundId) => {
      setSound(next);
      if (playing) playNow(next);
    },
    changeVolume: (next: number) => {
      const clamped = clampVolume(next);
      setVolume(clamped);
      playerRef.current?.setVolume(clamped);
    },
    /** Leaving the sounds: silence now, and the audio device is let go. */
    stop: () => {
      playerRef.current?.close();
      playerRef.current = null;
      setPlaying(false);
    },
  };
}
