import {
  Column,
  CreateDateColumn,
  Entity,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import type { Location } from '../locations/index.js';
import type { Movie as MovieContract } from '../contracts/movies.js';

/** Field names follow SPEC §3 (snake_case) so entity, API and client share one vocabulary. */
@Entity('movies')
export class Movie implements MovieContract<Date> {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text', unique: true })
  slug: string;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'integer', nullable: true })
  year: number | null;

  @Column({ type: 'text', nullable: true })
  director: string | null;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'text', nullable: true })
  poster_url: string | null;

  @Column({ type: 'text', nullable: true })
  backdrop_url: string | null;

  /** An uploaded poster (media module), shown instead of `poster_url` with its credit. */
  @Column({ type: 'uuid', nullable: true })
  poster_photo_id: string | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  genres: string[];

  @Column({ type: 'text', nullable: true })
  imdb_id: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;

  @OneToMany('Location', 'movie')
  locations?: Relation<Location[]>;
}
