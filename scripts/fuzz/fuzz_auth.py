"""Schemathesis hook (loaded by scripts/fuzz.mjs): signs in as the demo Admin and sends the access token as a
Bearer token, signing in again before it expires (a fuzzed call may also revoke the session)."""
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
