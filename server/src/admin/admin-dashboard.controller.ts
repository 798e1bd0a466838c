import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Roles } from '../auth/index.js';
import { AdminDashboardService } from './admin-dashboard.service.js';

@ApiTags('admin')
@Roles('admin')
@Controller('admin/dashboard')
export class AdminDashboardController {
  constructor(private readonly dashboard: AdminDashboardService) {}

  @Get()
  @ApiOkResponse({ description: 'Totals, average locations per movie, the 5 newest movies and locations, the last 10 audit entries' })
  get() {
    return this.dashboard.get();
  }
}
