import { Button } from '../Button';
import { entriesText, pageCount } from './table-paging';

/** The footer of a table a modal pages on the server: "Show X to Y of N entries", Previous and Next. */
export function TablePager({
  total,
  page,
  pageSize,
  onPage,
}: {
  total: number;
  /** the page shown (the server's answer) */
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  return (
    <div className="flex items-center justify-between text-muted">
      <span>{entriesText(total, page, pageSize)}</span>
      <span className="flex gap-2">
        <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button disabled={page >= pageCount(total, pageSize)} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </span>
    </div>
  );
}
