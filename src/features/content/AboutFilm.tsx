import { useEffect, useRef, useState } from 'react';

/** Made by scripts/make-about-video.ts: 8 s, 640×360, a seamless loop. */
export const ABOUT_FILM = {
  webm: '/video/about-film.webm',
  mp4: '/video/about-film.mp4',
  poster: '/images/about-film-poster.webp',
  width: 640,
  height: 360,
} as const;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
}

/**
 * The About page's looping, muted film. Nothing is downloaded until it comes into view
 * (preload="none"; the poster stands in); then it plays, and pauses again off screen. For
 * shoppers who ask for less motion it stays on its poster until they press Play. The button
 * pauses and resumes it for everyone (moving content must be pausable).
 */
export function AboutFilm() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  // Once the shopper pauses or plays it themselves, scrolling never overrides that choice.
  const chosen = useRef<'play' | 'pause' | null>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        const wanted = chosen.current ?? (prefersReducedMotion() ? 'pause' : 'play');
        if (entry.isIntersecting && wanted === 'play') void video.play().catch(() => {});
        else if (!entry.isIntersecting && !video.paused) video.pause();
      },
      { threshold: 0.25 },
    );
    observer.observe(video);
    return () => observer.disconnect();
  }, []);

  function toggle() {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) {
      chosen.current = 'play';
      void video.play().catch(() => {});
    } else {
      chosen.current = 'pause';
      video.pause();
    }
  }

  return (
    <figure className="about-film mb-0">
      <video
        ref={videoRef}
        className="about-media about-film__video"
        width={ABOUT_FILM.width}
        height={ABOUT_FILM.height}
        poster={ABOUT_FILM.poster}
        preload="none"
        muted
        loop
        playsInline
        aria-label="Coconut palms swaying on the beach, where the coconuts for our bio-cellulose grow"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      >
        <source src={ABOUT_FILM.webm} type="video/webm" />
        <source src={ABOUT_FILM.mp4} type="video/mp4" />
      </video>
      <button type="button" className="about-film__toggle" onClick={toggle}>
        <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span> {playing ? 'Pause film' : 'Play film'}
      </button>
    </figure>
  );
}
