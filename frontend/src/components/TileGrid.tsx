import type { ComponentType } from 'react';

export interface Tile {
  icon: ComponentType<{ size?: number }>;
  title: string;
  text: string;
}

/** A grid of icon tiles: the public pages' "why" and "programs" sections. */
export function TileGrid({ tiles, columns = 4 }: { tiles: readonly Tile[]; columns?: 3 | 4 }) {
  return (
    <div className={columns === 3 ? 'tile-grid tile-grid-3' : 'tile-grid'}>
      {tiles.map(({ icon: Icon, title, text }) => (
        <article key={title} className="tile">
          <span className="tile-icon">
            <Icon size={24} />
          </span>
          <h3>{title}</h3>
          <p className="muted">{text}</p>
        </article>
      ))}
    </div>
  );
}
