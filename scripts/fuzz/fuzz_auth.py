"""Schemathesis hooks (loaded by scripts/fuzz.mjs): signs in as the demo Admin and sends the access token as a
Bearer token, signing in again before it expires (a fuzzed call may also revoke the session); and bounds the live
stream's cases, so that every case ends."""
import json
import os
import urllib.request

import schemathesis


@schemathesis.auth(refresh_interval=60)
class RollcallAdmin:
    def get(self, case, ctx):
        body = json.dumps(
            {
                "email": os.environ["ROLLCALL_EMAIL"],
                "password": os.environ["ROLLCALL_PASSWORD"],
                "appType": "web",
            }
        ).encode()
        request = urllib.request.Request(
            os.environ["ROLLCALL_URL"] + "/account/login",
            data=body,
            headers={"Content-Type": "application/json"},
        )
        with urllib.request.urlopen(request, timeout=30) as answer:
            return json.load(answer)["accessToken"]

    def set(self, case, data, ctx):
        case.headers = case.headers or {}
        case.headers["Authorization"] = f"Bearer {data}"


LIVE_STREAM = "/api/live-updates"


@schemathesis.hook
def before_call(ctx, case, kwargs):
    """GET /api/live-updates is a Server-Sent Events stream: a valid request stays open until `maxSeconds` (at most
    3600) or the access token's expiry, with a comment every 15 s, so Schemathesis's request timeout never ends it
    and a run stalled on it. A case without `maxSeconds`, or with a valid one over 1,
    asks for 1 second; a value the server must refuse is sent as generated."""
    if case.operation.path != LIVE_STREAM:
        return
    query = case.query if case.query is not None else {}
    value = query.get("maxSeconds")
    try:
        seconds = int(value) if value is not None and not isinstance(value, bool) else None
    except (TypeError, ValueError):
        return
    if value is None or (seconds is not None and 1 < seconds <= 3600):
        query["maxSeconds"] = 1
        case.query = query
