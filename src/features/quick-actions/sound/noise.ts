// The sound generators: noise made from random samples and shaped with filters. Loaded with the
// first play, so nobody who never presses Play downloads them.
import type { SoundId } from '../model';

/** Seconds of noise in each looped buffer: long enough that the ear finds no pattern. */
const loopSeconds = 6;
/** The loop's seam is cross-faded over this long, so it never clicks. */
const seamSeconds = 0.25;

export function fillWhiteNoise(out: Float32Array, random: () => number) {
  for (let i = 0; i < out.length; i += 1) out[i] = random() * 2 - 1;
  return out;
}

/** Brown noise: white noise integrated with a leak, so it rumbles and stays within ±1. */
export function fillBrownNoise(out: Float32Array, random: () => number) {
  let last = 0;
  for (let i = 0; i < out.length; i += 1) {
    last = (last + 0.02 * (random() * 2 - 1)) / 1.02;
    out[i] = Math.max(-1, Math.min(1, last * 3.5));
  }
  return out;
}

/** Pink noise (Paul Kellet's economy filter): even energy per octave, close to steady rain. */
export function fillPinkNoise(out: Float32Array, random: () => number) {
  let b0 = 0;
  let b1 = 0;
  let b2 = 0;
  for (let i = 0; i < out.length; i += 1) {
    const white = random() * 2 - 1;
    b0 = 0.99765 * b0 + white * 0.099046;
    b1 = 0.963 * b1 + white * 0.2965164;
    b2 = 0.57 * b2 + white * 1.0526913;
    out[i] = Math.max(-1, Math.min(1, (b0 + b1 + b2 + white * 0.1848) * 0.2));
  }
  return out;
}

/**
 * Cross-fades the last `fade` samples into the first ones, so a loop that restarts at sample
 * `fade` (the buffer's loopStart) runs on without a jump.
 */
export function makeLoopable(out: Float32Array, fade: number) {
  const length = out.length;
  const span = Math.min(fade, Math.floor(length / 2));
  for (let i = 0; i < span; i += 1) {
    const t = (i + 1) / span;
    const at = length - span + i;
    out[at] = (out[at] ?? 0) * (1 - t) + (out[i] ?? 0) * t;
  }
  return span;
}

function noiseSource(context: BaseAudioContext, fill: (out: Float32Array, random: () => number) => Float32Array) {
  const buffer = context.createBuffer(1, Math.round(context.sampleRate * loopSeconds), context.sampleRate);
  const samples = buffer.getChannelData(0);
  // Math.random is fine here: this is sound, not data that tests or screenshots compare.
  fill(samples, Math.random);
  const seam = makeLoopable(samples, Math.round(context.sampleRate * seamSeconds));
  const source = context.createBufferSource();
  source.buffer = buffer;
  source.loop = true;
  source.loopStart = seam / context.sampleRate;
  return source;
}

function filter(context: BaseAudioContext, type: BiquadFilterType, frequency: number) {
  const node = context.createBiquadFilter();
  node.type = type;
  node.frequency.value = frequency;
  return node;
}

/** Starts one sound into `destination` with a soft fade-in; returns the function that stops it. */
export function startSound(context: BaseAudioContext, destination: AudioNode, sound: SoundId): () => void {
  const fade = context.createGain();
  fade.gain.setValueAtTime(0, context.currentTime);
  fade.gain.linearRampToValueAtTime(1, context.currentTime + 1);
  fade.connect(destination);
  const nodes: AudioNode[] = [fade];
  const sources: AudioScheduledSourceNode[] = [];

  if (sound === 'rain') {
    // Pink noise without its lowest rumble and its hiss: a steady shower.
    const source = noiseSource(context, fillPinkNoise);
    const low = filter(context, 'highpass', 400);
    const high = filter(context, 'lowpass', 7000);
    source.connect(low).connect(high).connect(fade);
    nodes.push(source, low, high);
    sources.push(source);
  } else if (sound === 'waves') {
    // Brown noise that swells and ebbs every ten seconds, like surf.
    const source = noiseSource(context, fillBrownNoise);
    const swell = context.createGain();
    swell.gain.value = 0.6;
    const tide = context.createOscillator();
    tide.frequency.value = 0.1;
    const depth = context.createGain();
    depth.gain.value = 0.4;
    tide.connect(depth).connect(swell.gain);
    source.connect(swell).connect(fade);
    nodes.push(source, swell, tide, depth);
    sources.push(source, tide);
  } else {
    const source = noiseSource(context, fillBrownNoise);
    const soft = filter(context, 'lowpass', 900);
    source.connect(soft).connect(fade);
    nodes.push(source, soft);
    sources.push(source);
  }

  for (const source of sources) source.start();
  return () => {
    for (const source of sources) source.stop();
    for (const node of nodes) node.disconnect();
  };
}
