import L from 'leaflet';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import 'leaflet/dist/leaflet.css';
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
 * The street map of the about-us page (loaded on its own, never with the home page). Without
 * network the tiles stay grey, but the marker, its popup and the attribution still show.
 */
export default function ExchangeMap({ position, tileUrl, attribution, name, address }: ExchangeMapProps) {
  return (
    <MapContainer className="about-map" center={position} zoom={15} scrollWheelZoom={false}>
      <TileLayer url={tileUrl} attribution={attribution} />
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
