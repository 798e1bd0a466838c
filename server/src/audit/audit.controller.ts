import { Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminController } from '../auth/index.js';
import { PaginationQuery } from '../common/pagination.dto.js';
import { AuditService } from './audit.service.js';

@ApiTags('admin')
@AdminController('audit')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  @ApiOkResponse({ description: 'Admin writes, newest first: who, when, entity, id, action and changed fields' })
  list(@Query() query: PaginationQuery) {
    return this.audit.list(query.offset, query.limit);
  }
}
