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
import type { User } from '../users/index.js';

@Entity('reviews')
export class Review {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  location_id: string;

  @Column({ type: 'uuid' })
  user_id: string;

  @ManyToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  /** 1 to 5, also enforced by a CHECK constraint. */
  @Column({ type: 'smallint' })
  rating: number;

  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'date' })
  visited_at: string;

  /** Set while a moderator hides the review: out of the public list, the rating and search. */
  @Column({ type: 'timestamptz', nullable: true })
  hidden_at: Date | null;

  /** Why it was hidden; shown to its author. Present exactly when `hidden_at` is. */
  @Column({ type: 'text', nullable: true })
  hidden_reason: string | null;

  @Column({ type: 'uuid', nullable: true })
  hidden_by: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
