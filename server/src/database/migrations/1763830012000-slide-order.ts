import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A slider's slides have the orders 0, 1, 2, … (SPEC §4 renumbers from 0): one order per slide,
 * no gaps. The seed used to start at 1, and a new slide took the slide count as its order, so it
 * could tie with the last slide and land before it after a reload. Existing slides are renumbered
 * in their current order (ties by id, as they were listed); the constraint is checked at the end
 * of each statement, so one UPDATE can move every slide of a slider.
 */
export class SlideOrder1763830012000 implements MigrationInterface {
  name = 'SlideOrder1763830012000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      UPDATE slides SET "order" = ranked.position
      FROM (SELECT id, row_number() OVER (PARTITION BY slider_id ORDER BY "order", id) - 1 AS position FROM slides) ranked
      WHERE slides.id = ranked.id AND slides."order" <> ranked.position`);
    await q.query(
      `ALTER TABLE slides ADD CONSTRAINT slides_slider_order_key UNIQUE (slider_id, "order") DEFERRABLE INITIALLY IMMEDIATE`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE slides DROP CONSTRAINT slides_slider_order_key`);
  }
}
