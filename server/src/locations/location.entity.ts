import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import type { Movie } from '../movies/index.js';
import {
  formatSceneTime,
  parseSceneTime,
  type Location as LocationContract,
  type LocationKind,
  type LocationPrecision,
} from '../contracts/locations.js';

/**
 * The time in the film is kept as seconds (checkable, sortable) and travels as the written form
 * (`1:02:15`): writers hand the entity that text, already validated, and read it back normalised.
 */
const sceneTimeAsSeconds = {
  to: (value: string | null | undefined) => (value == null ? value : parseSceneTime(value)),
  from: (value: number | null) => (value == null ? null : formatSceneTime(value)),
};

@Entity('locations')
export class Location implements LocationContract<Date> {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text', unique: true })
  slug: string;

  @Column({ type: 'uuid' })
  movie_id: string;

  @ManyToOne('Movie', 'locations', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'movie_id' })
  movie?: Relation<Movie>;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'text', nullable: true })
  scene_description: string | null;

  @Column({ type: 'text', nullable: true })
  address: string | null;

  @Column({ type: 'text', nullable: true })
  city: string | null;

  @Column({ type: 'text', nullable: true })
  state: string | null;

  @Column({ type: 'text', nullable: true })
  country: string | null;

  @Column({ type: 'double precision' })
  latitude: number;

  @Column({ type: 'double precision' })
  longitude: number;

  @Column({ type: 'text', nullable: true })
  image_url: string | null;

  @Column({ type: 'boolean', default: false })
  is_verified: boolean;

  /** An uploaded photo (media module); shown instead of `image_url`, with its credit. */
  @Column({ type: 'uuid', nullable: true })
  photo_id: string | null;

  @Column({ type: 'text', default: 'exact' })
  precision: LocationPrecision;

  @Column({ type: 'text', default: 'filmed_here' })
  kind: LocationKind;

  @Column({ type: 'text', nullable: true })
  scene: string | null;

  @Column({ name: 'scene_time_seconds', type: 'integer', nullable: true, transformer: sceneTimeAsSeconds })
  scene_time: string | null;

  /** Where an imported row came from, so a re-import updates instead of duplicating. Not public. */
  @Column({ type: 'text', nullable: true, select: false })
  source: string | null;

  @Column({ type: 'text', nullable: true, select: false })
  source_record_id: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
