import { useEffect, useRef, useState } from 'react';
import type { SliderHandle } from './Slick';

interface CarouselControlsProps {
  label: string;
  playing: boolean;
  onPrev: () => void;
  onNext: () => void;
  onTogglePlay: () => void;
  className?: string;
}

/** Previous / pause-play / next buttons for an auto-rotating carousel (WCAG 2.2.2: moving content can be paused). */
export function CarouselControls({
  label,
  playing,
  onPrev,
  onNext,
  onTogglePlay,
  className = '',
}: CarouselControlsProps) {
  return (
    <div className={`cc-carousel-controls ${className}`}>
      <button type="button" className="cc-round-btn" aria-label={`Previous ${label}`} onClick={onPrev}>
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        className="cc-round-btn"
        aria-label={playing ? `Pause ${label}s` : `Play ${label}s`}
        onClick={onTogglePlay}
      >
        <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
      </button>
      <button type="button" className="cc-round-btn" aria-label={`Next ${label}`} onClick={onNext}>
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}

/** A react-slick ref, its autoplay state, and the handlers CarouselControls needs to drive it. */
export function useSliderControls() {
  const slider = useRef<SliderHandle>(null);
  const [playing, setPlaying] = useState(true);
  const controls = {
    playing,
    onPrev: () => slider.current?.slickPrev(),
    onNext: () => slider.current?.slickNext(),
    onTogglePlay: () => {
      if (playing) slider.current?.slickPause();
      else slider.current?.slickPlay();
      setPlaying(!playing);
    },
  };
  return { slider, playing, controls };
}

/**
 * The state of a carousel of our own: which of `count` slides shows, moving on every `delayMs`
 * while playing and not held (the pointer over it or focus inside it, as react-slick's
 * pauseOnHover and pauseOnFocus do). Moving by hand starts the delay again.
 */
export function useRotation(count: number, delayMs: number) {
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    if (!playing || hovered || focused) return;
    const timer = setTimeout(() => setCurrent((i) => (i + 1) % count), delayMs);
    return () => clearTimeout(timer);
  }, [playing, hovered, focused, current, count, delayMs]);

  const go = (index: number) => setCurrent(((index % count) + count) % count);
  return {
    current,
    go,
    controls: {
      playing,
      onPrev: () => go(current - 1),
      onNext: () => go(current + 1),
      onTogglePlay: () => setPlaying(!playing),
    },
    /** Spread on the carousel's element. */
    holdProps: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: { currentTarget: Element; relatedTarget: Element | null }) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      },
    },
  };
}
