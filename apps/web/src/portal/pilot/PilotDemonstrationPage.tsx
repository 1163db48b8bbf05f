import { PILOT_MAP_CATEGORY, type ZoneItem } from '@jhy/contract';
import { Suspense, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { lazyWithAntd } from '../../app/lazyWithAntd';
import { EmptyState } from '../../components/EmptyState';
import { ListFailure } from '../../components/ListFailure';
import { LoadingShapes } from '../../components/LoadingShapes';
import { useMediaQuery, WIDE_SCREEN } from '../../components/useMediaQuery';
import { positiveId } from '../content';
import { useZoneIndex, useZonesOfCategory } from './api/pilotQueries';
import { PilotMap } from './PilotMap';
import { pilotDemonstrationPath } from '../../routing/portalPaths';
import { zonePath } from './pilotPaths';
import './pilot.css';

// antd's Menu loads only where the menu is shown: beside the content on a wide screen, on demand on a phone.
const PilotMenu = lazyWithAntd(() => import('./PilotMenu'));

/**
 * /main/PilotDemonstration (docs/product.md §2): the menu of the pilot root's children; the first
 * (178) draws the river-source map, any other entry lists its zones as cards. `idOne` is the menu
 * entry, `idTwo` its child (a province under 182, or 183 the non-pilot zone).
 */
export default function PilotDemonstrationPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const index = useZoneIndex();
  const idOne = positiveId(params.get('idOne')) ?? PILOT_MAP_CATEGORY;
  const idTwo = positiveId(params.get('idTwo'));
  const selectedKey = idTwo === undefined ? `${idOne}` : `${idOne}/${idTwo}`;
  const showsMap = idOne === PILOT_MAP_CATEGORY && idTwo === undefined;
  // On a phone the menu stacks above the content and opens on demand: closed, its height does not
  // depend on the categories, so the content does not move when they arrive (docs/performance.md).
  const wide = useMediaQuery(WIDE_SCREEN);
  const [menuOpen, setMenuOpen] = useState(false);
  const nodes = index.data?.zone_project ?? [];
  const entryTitle =
    nodes.flatMap((node) => [node, ...(node.sonCate ?? [])]).find((node) => node.id === (idTwo ?? idOne))?.name ?? '';

  const onSelect = (one: number, two?: number) => {
    setMenuOpen(false);
    void navigate(pilotDemonstrationPath(one, two ?? ''));
  };

  return (
    <div className="jhy-container pilot-page">
      <aside className="pilot-page__menu" aria-label="试点分类">
        <h2 className="pilot-page__menu-title">
          {wide ? (
            '试点示范'
          ) : (
            <button
              type="button"
              className="pilot-page__menu-toggle"
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen((open) => !open)}
            >
              试点示范<span>{menuOpen ? '收起分类 ▴' : '全部分类 ▾'}</span>
            </button>
          )}
        </h2>
        {!wide && !menuOpen ? null : index.isPending ? (
          <LoadingShapes kind="lines" count={5} />
        ) : (
          <Suspense fallback={<LoadingShapes kind="lines" count={5} />}>
            <PilotMenu nodes={nodes} idOne={idOne} selectedKey={selectedKey} onSelect={onSelect} />
          </Suspense>
        )}
      </aside>
      <section className="pilot-page__body" aria-label={entryTitle || '试点示范'}>
        <h1 className="pilot-page__title">{entryTitle}</h1>
        {index.isError ? (
          <ListFailure onRetry={index.refetch} retrying={index.isFetching} />
        ) : showsMap ? (
          // The drawing at once, the pins when the zones arrive (PilotMap.tsx).
          <PilotMap
            zones={index.data?.map_data ?? []}
            counties={index.data?.counties ?? []}
            onOpenZone={(zone) =>
              void navigate(zonePath({ id: zone.id, idOne: PILOT_MAP_CATEGORY, zoneTitle: zone.zone_name }))
            }
          />
        ) : index.isPending ? (
          <LoadingShapes kind="lines" count={8} />
        ) : (
          <ZoneCards cateId={idOne} cateSonId={idTwo} zones={index.data.zone} />
        )}
      </section>
    </div>
  );
}

/** The zones of a menu entry as cards, with the picture the index gives each zone. */
function ZoneCards({ cateId, cateSonId, zones }: { cateId: number; cateSonId?: number; zones: ZoneItem[] }) {
  const list = useZonesOfCategory(cateId, cateSonId);
  if (list.isPending) return <LoadingShapes kind="cards" count={4} className="zone-cards" />;
  if (list.isError) return <ListFailure onRetry={list.refetch} retrying={list.isFetching} />;
  if (list.data.length === 0) return <EmptyState />;
  const pictureOf = new Map(zones.map((zone) => [zone.id, zone.img]));
  return (
    <ul className="zone-cards">
      {list.data.map((zone) => (
        <li key={zone.id}>
          <Link className="zone-card" to={zonePath({ id: zone.id, idOne: cateId, zoneTitle: zone.name })}>
            {pictureOf.get(zone.id) ? (
              <img src={pictureOf.get(zone.id)} alt="" loading="lazy" />
            ) : (
              <span className="zone-card__placeholder" aria-hidden>
                {zone.name.slice(0, 2)}
              </span>
            )}
            <span className="zone-card__name">{zone.name}专区</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
