import { PageQuery } from '../../../common/page-query.dto';

export const MY_DOCUMENTS_PAGE_SIZE = 10;
export const MY_DOCUMENTS_MAX_PAGE_SIZE = 50;

/** `GET /api/cases/my-documents?page=&pageSize=`: one page of the user's cases, newest first. */
export class MyDocumentsQueryDto extends PageQuery(MY_DOCUMENTS_PAGE_SIZE, MY_DOCUMENTS_MAX_PAGE_SIZE) {}
