import { Children, useEffect, useRef, useState, type ReactNode } from 'react';
import { CAROUSEL } from '@jhy/contract';
import './slideCarousel.css';
import { motionReduced } from '../layout/elderMode';

interface SlideCarouselProps {
  children: ReactNode;
  /** Names the carousel for screen readers (e.g. '首页轮播'). */
  label: string;
  intervalMs?: number;
  className?: string;
}

const SWIPE_THRESHOLD_PX = 40;

/**
 * A small carousel for the portal's banners (docs/product.md §9: 4 s a slide): slides, dots, swipe, a pause
 * while the pointer or focus is on it, and none of the motion when the user asks for less.
 * Written here rather than taken from antd because the home page's first load must stay small.
 */
export function SlideCarousel({ children, label, intervalMs = CAROUSEL.intervalMs, className }: SlideCarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const touchStartX = useRef<number | null>(null);

  useEffect(() => {
    if (count < 2 || paused) return;
    if (motionReduced()) return;
    const timer = window.setInterval(() => setCurrent((index) => (index + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [count, paused, intervalMs]);

  const show = (index: number) => setCurrent(((index % count) + count) % count);
  const active = Math.min(current, Math.max(count - 1, 0));

  return (
    <section
      className={['jhy-carousel', className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onTouchStart={(event) => {
        touchStartX.current = event.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(event) => {
        const start = touchStartX.current;
        const end = event.changedTouches[0]?.clientX;
        touchStartX.current = null;
        if (start === null || end === undefined || Math.abs(end - start) < SWIPE_THRESHOLD_PX) return;
        show(active + (end < start ? 1 : -1));
      }}
    >
      <div className="jhy-carousel__track" style={{ transform: `translateX(-${active * 100}%)` }}>
        {slides.map((slide, index) => (
          <div
            key={index}
            className="jhy-carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} / ${count}`}
            aria-hidden={index !== active}
            // Links of hidden slides must not take keyboard focus.
            inert={index !== active}
          >
            {slide}
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="jhy-carousel__dots">
          {slides.map((_, index) => (
            <button
              key={index}
              type="button"
              className="jhy-carousel__dot"
              aria-label={`第 ${index + 1} 张`}
              aria-current={index === active}
              onClick={() => show(index)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
