import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { MapService, type CachedBody } from './map.service.js';
import { Public } from '../auth/index.js';
import { MapFilterQueryDto, MapViewQueryDto } from './dto/map-view-query.dto.js';

@ApiTags('map')
// Read-only: anyone may read it (SPEC §6).
@Public()
@Controller('map')
export class MapController {
  constructor(private readonly map: MapService) {}

  @Get('config')
  @ApiOkResponse({ description: 'Which renderer and basemap style the client uses (Mapbox, MAP_STYLE_URL or offline)' })
  config() {
    return this.map.mapConfig();
  }

  @Get('summary')
  @ApiOkResponse({
    description:
      'Above MAP_FULL_PAYLOAD_MAX locations: the count, bounds and movie of the ?q= / ?movie= filter, from the server (409 below it)',
  })
  summary(@Query() query: MapFilterQueryDto) {
    return this.map.summary(query);
  }

  @Get('view')
  @ApiOkResponse({
    description:
      "Above MAP_FULL_PAYLOAD_MAX locations: the clusters and locations of one view (bbox, zoom) of the filter's result, clustered by the server, each location with what its popup shows (409 below it)",
  })
  view(@Query() query: MapViewQueryDto) {
    return this.map.view(query, query.bbox, query.zoom);
  }

  @Get('locations')
  @ApiOkResponse({
    description:
      'Every location in column form for the map, with movie and country tables (ETag, gzip); 413 above MAP_FULL_PAYLOAD_MAX locations',
  })
  async locations(@Req() req: Request, @Res() res: Response) {
    sendCached(req, res, await this.map.locations());
  }

  @Get('overview')
  @ApiOkResponse({
    description:
      "The unfiltered map's first view: count, bounds and the markers of zoom levels -1 to 2, from the same data version as /map/locations (ETag, gzip)",
  })
  async overview(@Req() req: Request, @Res() res: Response) {
    sendCached(req, res, (await this.map.overview()).body);
  }

  @Get('basemap/style.json')
  @ApiOkResponse({ description: 'The built-in offline MapLibre style: Natural Earth land, borders and country labels' })
  async offlineStyle(@Req() req: Request, @Res() res: Response) {
    sendCached(req, res, await this.map.offlineStyle());
  }
}

/**
 * Conditional GET over a prepared body: 304 when the client's ETag matches, else the pre-gzipped
 * bytes (compression middleware leaves a response that already has a Content-Encoding alone).
 * `no-cache` makes browsers revalidate every time, which is one cheap round trip.
 */
function sendCached(req: Request, res: Response, body: CachedBody): void {
  res.set({ ETag: body.etag, 'Cache-Control': 'public, no-cache', Vary: 'Accept-Encoding' });
  if (req.headers['if-none-match']?.split(/\s*,\s*/).includes(body.etag)) {
    res.status(304).end();
    return;
  }
  const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  res
    .status(200)
    .type('application/json')
    .set(gzip ? { 'Content-Encoding': 'gzip' } : {})
    .send(gzip ? body.gzip : body.json);
}
