import 'leaflet/dist/leaflet.css';
import './workplace-map.css';
import L from 'leaflet';
import { useEffect, useMemo } from 'react';
import { Circle, MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { TILE_ATTRIBUTION, TILE_URL } from './map-config';
import { distanceMetres, pointEastOf, type LatLng } from './workplace-form';

// Markers drawn with CSS (workplace-map.css), not images: the map works where no image can be fetched.
const pinIcon = L.divIcon({
  className: '',
  html: '<div class="workplace-pin"></div>',
  iconSize: [18, 18],
  iconAnchor: [9, 18],
});
const handleIcon = L.divIcon({
  className: '',
  html: '<div class="workplace-radius-handle"></div>',
  iconSize: [12, 12],
  iconAnchor: [6, 6],
});

function ClickToPlace({ onPlace }: { onPlace: (point: LatLng) => void }) {
  useMapEvents({ click: (e) => onPlace({ lat: e.latlng.lat, lng: e.latlng.lng }) });
  return null;
}

/** Moves the view when the parent asks (a searched place: zoom 17). */
function FlyTo({ target }: { target: { point: LatLng; zoom: number } | null }) {
  const map = useMap();
  useEffect(() => {
    if (target) map.setView([target.point.lat, target.point.lng], target.zoom);
  }, [map, target]);
  return null;
}

/**
 * The work site map: click or drag the pin to place it; drag the handle on the circle's edge to set the geofence
 * radius. Tiles are decoration: without them the pin, the circle and the handle still work.
 */
export function WorkplaceMap({
  centre,
  zoom,
  pin,
  radius,
  view,
  onPin,
  onRadius,
}: {
  centre: LatLng;
  zoom: number;
  pin: LatLng | null;
  radius: number;
  view: { point: LatLng; zoom: number } | null;
  onPin: (point: LatLng) => void;
  onRadius: (metres: number) => void;
}) {
  const handle = pin ? pointEastOf(pin, radius) : null;
  const pinEvents = useMemo(
    () => ({
      dragend: (e: L.LeafletEvent) => {
        const at = (e.target as L.Marker).getLatLng();
        onPin({ lat: at.lat, lng: at.lng });
      },
    }),
    [onPin],
  );
  const handleEvents = useMemo(
    () => ({
      drag: (e: L.LeafletEvent) => {
        if (!pin) return;
        const at = (e.target as L.Marker).getLatLng();
        onRadius(distanceMetres(pin, { lat: at.lat, lng: at.lng }));
      },
    }),
    [pin, onRadius],
  );
  return (
    <MapContainer
      center={[centre.lat, centre.lng]}
      zoom={zoom}
      style={{ height: 420, width: '100%', background: '#e8ecef' }}
      className="workplace-map"
    >
      <TileLayer url={TILE_URL} attribution={TILE_ATTRIBUTION} />
      <ClickToPlace onPlace={onPin} />
      <FlyTo target={view} />
      {pin && (
        <>
          <Marker position={[pin.lat, pin.lng]} icon={pinIcon} draggable eventHandlers={pinEvents} title="Pin" />
          <Circle center={[pin.lat, pin.lng]} radius={radius} pathOptions={{ color: '#2ebb7c' }} />
          {handle && (
            <Marker
              position={[handle.lat, handle.lng]}
              icon={handleIcon}
              draggable
              eventHandlers={handleEvents}
              title="Radius"
            />
          )}
        </>
      )}
    </MapContainer>
  );
}
