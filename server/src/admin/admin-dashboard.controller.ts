import { Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminController } from '../auth/index.js';
import { AdminDashboardService } from './admin-dashboard.service.js';

@ApiTags('admin')
@AdminController('dashboard')
export class AdminDashboardController {
  constructor(private readonly dashboard: AdminDashboardService) {}

  @Get()
  @ApiOkResponse({
    description: 'Totals, average locations per movie, the 5 newest movies and locations, the last 10 audit entries',
  })
  get() {
    return this.dashboard.get();
  }
}
