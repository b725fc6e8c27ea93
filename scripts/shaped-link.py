#!/usr/bin/env python3
"""A TCP proxy that behaves like a long, narrow link: each direction is limited to RATE bits per second and every
byte arrives RTT/2 after it left, the first no earlier than the TCP handshake would let it. For the upload benchmark,
where the kernel has no sch_netem (`tc qdisc ... netem` answers "Specified qdisc kind is unknown" on the development
machine): the SSH client connects to the proxy's port, the proxy to the loopback sshd.

usage: shaped-link.py LISTEN_PORT TARGET_PORT RATE_MBIT RTT_MS   (prints "ready" once it listens)
"""
import asyncio
import sys
import time

CHUNK = 64 * 1024


async def pipe(reader, writer, rate_bytes, delay, opens):
    # A packet leaves when the link is free (serialisation at the link's rate) and arrives `delay` later. What is in
    # flight is bounded to a few bandwidth-delay products, so TCP's flow control reaches the sender as on a real link.
    # Nothing leaves before `opens`: the TCP handshake, which the kernel completes locally with this proxy, takes a
    # round trip on a real link before the client's connect() returns, and half of one before the server accepts.
    in_flight = asyncio.Queue(maxsize=max(16, int(rate_bytes * delay * 4 / CHUNK) + 4))
    link_free = started = opens

    async def deliver():
        while True:
            arrival, data = await in_flight.get()
            if data is None:
                break
            wait = arrival - time.monotonic()
            if wait > 0:
                await asyncio.sleep(wait)
            writer.write(data)
            await writer.drain()
        writer.close()

    delivering = asyncio.ensure_future(deliver())
    try:
        while True:
            # Bytes that were already waiting when the link fell free kept it busy: this process waking up late
            # (a timer's slack, a busy CPU) is no idle time on a real link, and counting it as such cost every
            # method here about a sixth of the rate, and more the more CPU it used.
            waiting = bool(getattr(reader, "_buffer", b""))
            data = await reader.read(CHUNK)
            if not data:
                break
            now = real = time.monotonic()
            if waiting:
                now = min(now, max(link_free, started))
            link_free = max(link_free, now) + len(data) / rate_bytes
            # The sender waits while the link is busy, as a socket buffer that drains at the link's rate would.
            if link_free - real > 0.002:
                await asyncio.sleep(link_free - real)
            await in_flight.put((link_free + delay, data))
    except ConnectionError:
        pass
    await in_flight.put((0, None))
    await delivering


async def main():
    listen, target, rate_mbit, rtt_ms = int(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3]), float(sys.argv[4])
    rate_bytes = rate_mbit * 1e6 / 8
    delay = rtt_ms / 2000.0

    async def handle(client_reader, client_writer):
        try:
            server_reader, server_writer = await asyncio.open_connection("127.0.0.1", target)
        except OSError:
            client_writer.close()
            return
        accepted = time.monotonic()
        await asyncio.gather(pipe(client_reader, server_writer, rate_bytes, delay, accepted + 2 * delay),
                             pipe(server_reader, client_writer, rate_bytes, delay, accepted + delay),
                             return_exceptions=True)

    server = await asyncio.start_server(handle, "127.0.0.1", listen)
    print("ready", flush=True)
    async with server:
        await server.serve_forever()


if __name__ == "__main__":
    asyncio.run(main())
