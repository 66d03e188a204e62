import { clampVolume } from '../model';
import type { SoundPlayer } from '../model';

/** Loudness follows the square of the slider, closer to how ears hear a fader. */
const gainFor = (volume: number) => clampVolume(volume) ** 2;

export const webAudioSupported = () => typeof window !== 'undefined' && typeof window.AudioContext === 'function';

/**
 * Calming sounds through the Web Audio API: noise generated on the device, nothing downloaded.
 * The context is created on the first play, inside the user's press, because mobile browsers only
 * let audio start from a gesture; the generator code loads on that first play.
 */
export function createWebAudioPlayer(): SoundPlayer {
  let context: AudioContext | null = null;
  let master: GainNode | null = null;
  let stopSound: (() => void) | null = null;
  // A newer play or a pause cancels a generator still loading for an older play.
  let request = 0;

  function pause() {
    request += 1;
    stopSound?.();
    stopSound = null;
    void context?.suspend();
  }

  return {
    play(sound, volume) {
      context ??= new AudioContext();
      if (!master) {
        master = context.createGain();
        master.connect(context.destination);
      }
      master.gain.value = gainFor(volume);
      void context.resume();
      stopSound?.();
      stopSound = null;
      const current = ++request;
      const [audio, output] = [context, master];
      void import('./noise').then(({ startSound }) => {
        if (current !== request || audio !== context) return;
        stopSound = startSound(audio, output, sound);
      });
    },
    setVolume(volume) {
      if (!context || !master) return;
      // A short glide: a jump in gain clicks.
      master.gain.setTargetAtTime(gainFor(volume), context.currentTime, 0.05);
    },
    pause,
    close() {
      pause();
      void context?.close();
      context = null;
      master = null;
    },
  };
}
