import { useId, useState } from "react";
import { MdMusicNote, MdPause, MdPlayArrow, MdSkipNext, MdSkipPrevious } from "react-icons/md";

/** A song in the player's list. */
export interface Song {
  title: string;
  singer: string;
}

export interface MediaPlayerProps {
  songs: readonly Song[];
  /** The card's heading. */
  title?: string;
  headingAs?: "h2" | "h3" | "h4";
  /** Whether the player starts playing (its middle button then says Pause). */
  defaultPlaying?: boolean;
  /** The song shown first (0-based). */
  defaultIndex?: number;
  className?: string;
}

/**
 * A music player card: the current song and its singer, previous / play-pause /
 * next buttons that go round the list, and the list itself to pick a song from.
 * It only shows the state: nothing is ever played out loud.
 */
export function MediaPlayer({
  songs,
  title = "Music",
  headingAs: Heading = "h2",
  defaultPlaying = false,
  defaultIndex = 0,
  className = "",
}: MediaPlayerProps) {
  if (songs.length === 0) throw new Error("MediaPlayer: songs must hold at least one song");
  if (!Number.isInteger(defaultIndex) || defaultIndex < 0 || defaultIndex >= songs.length) {
    throw new Error(`MediaPlayer: defaultIndex must be a song's position from 0 to ${songs.length - 1}; got ${JSON.stringify(defaultIndex)}`);
  }
  const [index, setIndex] = useState(defaultIndex);
  const [playing, setPlaying] = useState(defaultPlaying);
  const headingId = useId();
  const current = songs[Math.min(index, songs.length - 1)];
  const step = (by: number) => setIndex((value) => (value + by + songs.length) % songs.length);

  return (
    <section className={`card media-player ${className}`.trim()} aria-labelledby={headingId}>
      <div className="card-body">
        <Heading id={headingId} className="media-player-heading">
          {title}
        </Heading>
        <div className="d-flex align-items-center gap-3">
          <span className={`media-player-cover${playing ? " is-playing" : ""}`} aria-hidden="true">
            <MdMusicNote size={32} focusable="false" />
          </span>
          <div className="media-player-now" role="status">
            <p className="media-player-state mb-0">{playing ? "Now playing" : "Paused"}</p>
            <p className="media-player-title mb-0">{current.title}</p>
            <p className="media-player-singer mb-0">{current.singer}</p>
          </div>
        </div>
        <div className="media-player-controls" role="group" aria-label="Player controls">
          <button type="button" className="media-player-button" aria-label="Previous song" onClick={() => step(-1)}>
            <MdSkipPrevious size={26} aria-hidden="true" focusable="false" />
          </button>
          <button
            type="button"
            className="media-player-button media-player-toggle"
            aria-label={playing ? "Pause" : "Play"}
            onClick={() => setPlaying((value) => !value)}
          >
            {playing ? (
              <MdPause size={30} aria-hidden="true" focusable="false" />
            ) : (
              <MdPlayArrow size={30} aria-hidden="true" focusable="false" />
            )}
          </button>
          <button type="button" className="media-player-button" aria-label="Next song" onClick={() => step(1)}>
            <MdSkipNext size={26} aria-hidden="true" focusable="false" />
          </button>
        </div>
        <p className="media-player-position text-center mb-3">{`Song ${index + 1} of ${songs.length}`}</p>
        <ol className="media-player-playlist list-unstyled mb-0" aria-label="Playlist">
          {songs.map((song, position) => (
            <li key={`${song.title}-${song.singer}`}>
              <button
                type="button"
                className="media-player-song"
                aria-current={position === index ? "true" : undefined}
                onClick={() => setIndex(position)}
              >
                <span className="media-player-song-title">{song.title}</span>
                <span className="media-player-song-singer">
                  <span className="visually-hidden">, by </span>
                  {song.singer}
                </span>
              </button>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
