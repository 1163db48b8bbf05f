import { RightOutlined } from '@ant-design/icons';
import { Skeleton } from 'antd';
import { Link } from 'react-router';
import { CAROUSEL } from '@jhy/contract';
import { SlideCarousel } from '../../../components/SlideCarousel';

export interface CarouselEntry {
  id: number;
  title: string;
  intro: string;
  date: string;
  picture: string;
  to: string;
}

/** The first three items of a center, 4 s each (docs/product.md §2, §9): the picture beside its title. */
export function ContentCarousel({
  entries,
  loading,
  label,
}: {
  entries: CarouselEntry[];
  loading: boolean;
  label: string;
}) {
  if (loading) return <Skeleton.Node active className="content-carousel content-carousel--loading" />;
  if (entries.length === 0) return null;
  return (
    <SlideCarousel className="content-carousel" label={label}>
      {entries.slice(0, CAROUSEL.newsCarousel).map((entry) => (
        <Link key={entry.id} to={entry.to} className="content-carousel__slide">
          {entry.picture ? (
            <img src={entry.picture} alt="" className="content-carousel__image" />
          ) : (
            <span className="content-carousel__image content-carousel__image--drawn" aria-hidden />
          )}
          <span className="content-carousel__text">
            <strong className="content-carousel__title">{entry.title}</strong>
            {entry.intro && <span className="content-carousel__intro jhy-line-clamp">{entry.intro}</span>}
            <time className="content-carousel__date">{entry.date}</time>
            <span className="content-carousel__more">
              查看详情 <RightOutlined />
            </span>
          </span>
        </Link>
      ))}
    </SlideCarousel>
  );
}
