/**
 * /messages/view, the header's mail icon (spec 000 §2). The server has no messages call yet, so there is nothing
 * to list: the page says so rather than pretending to load.
 */
export function MessagesScreen() {
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">Messages</h1>
      <div data-testid="messages" className="rounded-lg bg-white px-4 py-10 text-center">
        <p className="font-semibold">No messages.</p>
        <p className="text-muted">Messages are not available yet: the server does not provide them.</p>
      </div>
    </div>
  );
}
