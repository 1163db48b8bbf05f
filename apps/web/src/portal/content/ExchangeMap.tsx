import L from 'leaflet';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import 'leaflet/dist/leaflet.css';
import { useState } from 'react';
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';

/**
 * Leaflet finds its default marker pictures by a path guessed from its stylesheet, which a bundler
 * breaks; the pictures are imported instead, so the marker shows with the bundle and without tiles.
 */
const exchangeIcon = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
});

export interface ExchangeMapProps {
  position: [number, number];
  tileUrl: string;
  attribution: string;
  name: string;
  address: string;
}

/**
 * The street map of the about-us page (loaded on its own, never with the home page). When its tiles
 * cannot be reached (no network, a tile server that refuses us) a grey box would say nothing: the
 * map gives way to a drawn picture of the place with the address written on it.
 */
export default function ExchangeMap({ position, tileUrl, attribution, name, address }: ExchangeMapProps) {
  // Offline once a tile has failed before any has loaded; a later failing tile of a working map is not.
  const [tiles, setTiles] = useState<'waiting' | 'loaded' | 'unreachable'>('waiting');
  if (tiles === 'unreachable') return <OfflineMap name={name} address={address} />;
  return (
    <MapContainer className="about-map" center={position} zoom={15} scrollWheelZoom={false}>
      <TileLayer
        url={tileUrl}
        attribution={attribution}
        eventHandlers={{
          tileload: () => setTiles('loaded'),
          tileerror: () => setTiles((state) => (state === 'waiting' ? 'unreachable' : state)),
        }}
      />
      <Marker
        position={position}
        icon={exchangeIcon}
        title={name}
        // Opened once the map has its size, so that the popup pans into view on a narrow screen.
        eventHandlers={{ add: (event) => window.setTimeout(() => (event.target as L.Marker).openPopup(), 0) }}
      >
        <Popup autoClose={false} closeOnClick={false} maxWidth={240} autoPanPadding={[16, 16]}>
          <strong>{name}</strong>
          <br />
          {address}
        </Popup>
      </Marker>
    </MapContainer>
  );
}

/** The map's stand-in: a static picture (hills, a river, a pin) and the address, said in words. */
function OfflineMap({ name, address }: { name: string; address: string }) {
  return (
    <figure className="about-map about-map--offline">
      <svg viewBox="0 0 400 220" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
        <rect width="400" height="220" fill="var(--jhy-green-light)" />
        <path
          d="M0 150 L70 90 L120 130 L190 60 L260 140 L310 100 L400 150 V220 H0 Z"
          fill="var(--jhy-green)"
          opacity="0.55"
        />
        <path d="M0 185 C90 160 170 215 400 175 V220 H0 Z" fill="var(--jhy-deep-blue)" opacity="0.75" />
        <path
          d="M200 62 c-17 0 -30 13 -30 30 c0 22 30 52 30 52 s30 -30 30 -52 c0 -17 -13 -30 -30 -30 z"
          fill="#d9480f"
        />
        <circle cx="200" cy="92" r="11" fill="#fff" />
      </svg>
      <figcaption className="about-map__caption">
        <strong>{name}</strong>
        <span>{address}</span>
        <small>地图暂时无法加载，请按上述地址前往。</small>
      </figcaption>
    </figure>
  );
}
