import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { Location } from '../../server/src/locations/location.entity.js';
import { Movie } from '../../server/src/movies/movie.entity.js';
import { Page } from '../../server/src/pages/page.entity.js';
import { Slide } from '../../server/src/sliders/slide.entity.js';
import { Slider } from '../../server/src/sliders/slider.entity.js';

const unique = () => randomBytes(4).toString('hex');

export function createMovie(ds: DataSource, fields: Partial<Movie> = {}): Promise<Movie> {
  const title = fields.title ?? `Movie ${unique()}`;
  return ds.getRepository(Movie).save({
    slug: `${title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')}-${unique()}`,
    title,
    year: 2001,
    director: 'A. Director',
    description: 'A film used in a test.',
    genres: ['Drama'],
    ...fields,
  });
}

export function createLocation(ds: DataSource, movie: Movie, fields: Partial<Location> = {}): Promise<Location> {
  const name = fields.name ?? `Place ${unique()}`;
  return ds.getRepository(Location).save({
    slug: `${name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')}-${unique()}`,
    movie_id: movie.id,
    name,
    city: 'Paris',
    country: 'France',
    latitude: 48.8584,
    longitude: 2.2945,
    ...fields,
  });
}

export function createPage(ds: DataSource, fields: Partial<Page> = {}): Promise<Page> {
  return ds
    .getRepository(Page)
    .save({ title: 'A page', slug: `page-${unique()}`, content: '<p>Hello</p>', is_published: true, ...fields });
}

export async function createSlider(ds: DataSource, code: string, slides: Partial<Slide>[]): Promise<Slider> {
  const slider = await ds.getRepository(Slider).save({ name: `Slider ${code}`, code });
  await ds.getRepository(Slide).save(
    slides.map((slide, index) => ({
      slider_id: slider.id,
      title: `Slide ${index}`,
      image_url: '/images/hero-1.svg',
      order: index,
      active: true,
      ...slide,
    })),
  );
  return slider;
}
