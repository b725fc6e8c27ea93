#!/usr/bin/env python3
# GPU Planner's notifications from the instance: the guard runs this when it releases the machine, so the message goes
# out while the laptop is closed. GPU Planner wrote each message whole into ~/.gpuplanner/notify.json (0600; it holds
# the webhooks' URLs and secrets); all this adds is the time and the platform's signature, as docs/notifications.md
# describes them and core/notify/WebhookMessage.cpp does on the desktop.
# usage: notify.py NOTIFY_JSON REASON    (REASON: max_runtime | idle)
import base64
import hashlib
import hmac
import json
import os
import signal
import sys
import time
import urllib.error
import urllib.parse
import urllib.request

# Each attempt (connecting, sending, the whole answer) has 15 s, however slowly a server trickles its bytes; all the
# webhooks together have 90 s, so the release waits for them at most that long, never forever. (A name lookup that
# hangs in the C library is not interrupted by the alarm: the guard's `timeout` stands behind it.) The tests shorten
# both.
TIMEOUT_S = float(os.environ.get("GPUPLANNER_NOTIFY_ATTEMPT_S", "15"))
TOTAL_S = float(os.environ.get("GPUPLANNER_NOTIFY_TOTAL_S", "90"))
ATTEMPTS = 3
REPLY_BYTES = 4096  # a platform's answer is a line of JSON: no more is read


class Deadline(Exception):
    pass


def on_alarm(signum, frame):
    raise Deadline()


def within(seconds, work):
    """work() under a deadline that covers every socket wait together (a socket timeout covers one read only)."""
    signal.signal(signal.SIGALRM, on_alarm)
    signal.setitimer(signal.ITIMER_REAL, max(seconds, 0.01))
    try:
        return work()
    finally:
        # An alarm that is due just as the work ends must not be raised after it, outside this deadline's handling.
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, signal.SIG_IGN)


class NoRedirect(urllib.request.HTTPRedirectHandler):
    # A redirect could carry the token elsewhere: it is an answer, not a place to go.
    def redirect_request(self, req, fp, code, msg, headers, newurl):
        return None


def signed(message, now):
    platform = message["platform"]
    url = message["url"]
    body = dict(message["body"])
    headers = dict(message.get("headers", {}))
    secret = base64.b64decode(message.get("secret", ""))
    seconds = str(int(now)).encode()
    if platform == "generic":
        body["at"] = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(now))
    if secret and platform == "feishu":
        body["timestamp"] = seconds.decode()
        body["sign"] = base64.b64encode(hmac.new(seconds + b"\n" + secret, b"", hashlib.sha256).digest()).decode()
    data = json.dumps(body, ensure_ascii=False, separators=(",", ":")).encode()
    if secret and platform == "dingtalk":
        ms = str(int(now * 1000)).encode()
        sign = base64.b64encode(hmac.new(secret, ms + b"\n" + secret, hashlib.sha256).digest())
        query = "timestamp=" + ms.decode() + "&sign=" + urllib.parse.quote(sign, safe="")
        url += ("&" if urllib.parse.urlsplit(url).query else "?") + query
    if secret and platform == "generic":
        headers["X-GPUPlanner-Timestamp"] = seconds.decode()
        digest = hmac.new(secret, seconds + b"." + data, hashlib.sha256).hexdigest()
        headers["X-GPUPlanner-Signature"] = "sha256=" + digest
    return url, data, headers


def judge(platform, status, reply):
    """None when the platform took the message, else why not."""
    if status < 200 or status >= 300:
        return "HTTP %d: %s" % (status, reply[:200].decode("utf-8", "replace"))
    if platform in ("slack", "generic"):
        return None
    try:
        answer = json.loads(reply)
    except ValueError:
        answer = None
    if not isinstance(answer, dict):
        return "not the platform's reply: " + reply[:200].decode("utf-8", "replace")
    key = "code" if platform == "feishu" else "errcode"
    code = answer.get(key, answer.get("StatusCode"))
    if code == 0:
        return None
    return "refused (code %s): %s" % (code, answer.get("msg", answer.get("errmsg", answer.get("StatusMessage", ""))))


def post(opener, request):
    """(status, why) of one attempt."""
    platform = request.platform
    try:
        with opener.open(request, timeout=TIMEOUT_S) as reply:
            return reply.status, judge(platform, reply.status, reply.read(REPLY_BYTES))
    except urllib.error.HTTPError as e:
        return e.code, judge(platform, e.code, e.read(REPLY_BYTES))


def send(message, end):
    opener = urllib.request.build_opener(NoRedirect)
    why = "not sent"
    for attempt in range(ATTEMPTS):
        if attempt:
            time.sleep(min(2 ** (attempt - 1), max(0, end - time.monotonic())))
        left = min(TIMEOUT_S, end - time.monotonic())
        if left <= 0:
            return why + "; no time left for another attempt"
        url, data, headers = signed(message, time.time())  # signed afresh: platforms refuse old timestamps
        request = urllib.request.Request(url, data=data, headers=headers, method="POST")
        request.platform = message["platform"]
        try:
            status, why = within(left, lambda: post(opener, request))
        except Deadline:
            status = 0
            why = "no complete answer within %g s" % left
        except (urllib.error.URLError, OSError) as e:
            status = 0
            why = "unreachable: %s" % (getattr(e, "reason", e),)
        except Exception as e:  # a cut or garbled answer (http.client's errors are not OSErrors): ask again
            status = 0
            why = "no usable answer: %s" % (e,)
        if why is None:
            return None
        if status != 0 and status != 429 and status < 500:
            return why  # refused: asking again would be refused again
    return why


def main():
    if len(sys.argv) != 3:
        print("usage: notify.py NOTIFY_JSON REASON", file=sys.stderr)
        return 2
    with open(sys.argv[1], encoding="utf-8") as f:
        config = json.load(f)
    failed = 0
    end = time.monotonic() + TOTAL_S
    for message in config.get("messages", {}).get(sys.argv[2], []):
        host = urllib.parse.urlsplit(message.get("url", "")).hostname
        try:
            why = send(message, end)
        except Exception as e:  # one broken message must not keep the others from being sent
            why = "not sent: %s" % (e,)
        stamp = time.strftime("%Y-%m-%d %H:%M:%S")
        if why is None:
            print("%s notification sent (%s, %s)" % (stamp, message.get("platform"), host))
        else:
            failed += 1
            print("%s notification failed (%s, %s): %s" % (stamp, message.get("platform"), host, why))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
