"""The web server's attacks for scripts/torture: each against a real habit-server process on loopback.

Usage: torture_web.py HABIT HABIT_SERVER WORKDIR ROUNDS
Prints one line per check, "NAME<TAB>TRIED<TAB>PASSED", for scripts/torture to add up.
Every request goes to 127.0.0.1 only, every loop is bounded in count and time.
"""

import http.client
import os
import re
import socket
import sqlite3
import subprocess
import sys
import threading
import time

habit, server_binary, work, rounds = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def household(name):
    db = os.path.join(work, name + ".sqlite")
    env = dict(os.environ, HABIT_DB=db)
    for args in (["user", "add", "alice"], ["user", "add", "bob"], ["add", "Read", "--user", "alice"]):
        subprocess.run([habit] + args, env=env, capture_output=True, check=True)
    return db


class Server:
    """habit-server on a free loopback port; `limit` is its open-files limit."""

    def __init__(self, db, limit=None):
        self.port = free_port()
        command = [server_binary, "--db", db, "--listen", f"127.0.0.1:{self.port}"]
        if limit:
            command = ["prlimit", f"--nofile={limit}", "--"] + command
        self.process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.process.stdout.readline()

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        return self.process.stderr.read().decode()


def request(port, method, path, body=None, headers=None, timeout=30):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    all_headers = {"Host": f"127.0.0.1:{port}"}
    all_headers.update(headers or {})
    if body is not None:
        all_headers["Content-Type"] = "application/x-www-form-urlencoded"
    connection.request(method, path, body=body, headers=all_headers)
    response = connection.getresponse()
    data = response.read().decode(errors="replace")
    connection.close()
    return response.status, dict(response.getheaders()), data


def cookie_of(headers):
    value = headers.get("Set-Cookie", "")
    return value.split(";")[0] if value else None


def uuid_of(db, name):
    with sqlite3.connect(db) as connection:
        return connection.execute("SELECT uuid FROM users WHERE name = ?", (name,)).fetchone()[0]


def sign_in(port, db, member):
    status, headers, page = request(port, "GET", "/members")
    cookie = cookie_of(headers)
    csrf = re.search(r'name="csrf" value="([^"]+)"', page).group(1)
    body = f"csrf={csrf}&member={uuid_of(db, member)}"
    status, headers, _ = request(port, "POST", "/members/pick", body, {"Cookie": cookie})
    return cookie, cookie_of(headers) or cookie


def page_csrf(port, cookie, path="/today"):
    _, _, page = request(port, "GET", path, headers={"Cookie": cookie})
    match = re.search(r'name="csrf" value="([^"]+)"', page)
    return match.group(1) if match else ""


def completions(db):
    with sqlite3.connect(db) as connection:
        return connection.execute("SELECT count(*) FROM completions").fetchone()[0]


def activity_uuid(db):
    with sqlite3.connect(db) as connection:
        return connection.execute("SELECT uuid FROM activities").fetchone()[0]


def report(name, tried, passed):
    print(f"{name}\t{tried}\t{passed}", flush=True)


# 9. Held connections at a low open-files limit: others are still answered, the server lives, idle ones close.
def held_connections():
    db = household("held")
    server = Server(db, limit=256)
    tried = passed = 0
    for _ in range(max(1, rounds // 50)):
        held = []
        for _ in range(600):
            try:
                s = socket.create_connection(("127.0.0.1", server.port), timeout=2)
                s.sendall(b"GET /members HTTP/1.1\r\nHost: 127.0.0.1\r\n")
                held.append(s)
            except OSError:
                pass
        started = time.time()
        tried += 1
        try:
            status, _, _ = request(server.port, "GET", "/members", timeout=60)
            answered = status == 200 and time.time() - started < 60
        except OSError:
            answered = False
        time.sleep(17)
        closed = 0
        for s in held:
            s.settimeout(0.5)
            try:
                closed += s.recv(1) == b""
            except OSError as error:
                closed += isinstance(error, ConnectionResetError)
            s.close()
        if answered and server.process.poll() is None and closed == len(held):
            passed += 1
    server.stop()
    report("9 600 held connections at 256 open files: others answered", tried, passed)


# 10. Session fixation: a planted cookie is worth nothing after the member signs in with it.
# 11. Foreign Host (DNS rebinding) and foreign Origin on a form: refused, nothing written.
# 12. 10,100 cookieless requests: a signed-in member stays signed in.
# 14. HEAD answers like GET.
def sessions_and_names():
    db = household("sessions")
    server = Server(db)
    port = server.port
    tried = passed = 0
    for _ in range(rounds // 10 + 1):
        planted, renewed = sign_in(port, db, "alice")
        tried += 1
        status, headers, _ = request(port, "GET", "/today", headers={"Cookie": planted})
        if planted != renewed and status == 303 and headers.get("Location") == "/members":
            passed += 1
    report("10 a planted session cookie after sign-in: signed out", tried, passed)

    tried = passed = 0
    _, cookie = sign_in(port, db, "alice")
    csrf = page_csrf(port, cookie)
    read = activity_uuid(db)
    before = completions(db)
    for _ in range(rounds // 10 + 1):
        for host in ["attacker.example", f"attacker.example:{port}", "127.0.0.1.attacker.example"]:
            tried += 1
            status, _, page = request(port, "GET", "/today", headers={"Cookie": cookie, "Host": host})
            passed += status == 421 and "alice" not in page
            tried += 1
            status, _, _ = request(
                port, "POST", f"/activities/{read}/done", f"csrf={csrf}", {"Cookie": cookie, "Host": host})
            passed += status == 421
        for origin in [f"http://127.0.0.1:{port + 1}", "http://attacker.example", "null"]:
            tried += 1
            status, _, _ = request(
                port, "POST", f"/activities/{read}/done", f"csrf={csrf}", {"Cookie": cookie, "Origin": origin})
            passed += status == 403
    if completions(db) != before:
        passed = 0
    report("11 foreign Host (rebinding) and foreign Origin: refused", tried, passed)

    tried = passed = 0
    _, cookie = sign_in(port, db, "alice")
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    for _ in range(10_100):
        connection.request("GET", "/members", headers={"Host": f"127.0.0.1:{port}"})
        connection.getresponse().read()
    connection.close()
    tried = 1
    status, _, _ = request(port, "GET", "/today", headers={"Cookie": cookie})
    passed = int(status == 200)
    report("12 10,100 cookieless requests: the signed-in member stays", tried, passed)

    tried = passed = 0
    for path in ["/members", "/"]:
        for _ in range(5):
            tried += 1
            get_status, _, _ = request(port, "GET", path)
            head_status, _, body = request(port, "HEAD", path)
            passed += head_status == get_status and body == ""
    report("14 HEAD answered like GET, without a body", tried, passed)
    server.stop()


# 13. The file moved away and replaced under the server: check-ins refused (503), neither file gets them.
def replaced_file():
    tried = passed = 0
    for round_number in range(rounds // 20 + 1):
        db = household(f"replaced-{round_number}")
        server = Server(db)
        _, cookie = sign_in(server.port, db, "alice")
        csrf = page_csrf(server.port, cookie)
        read = activity_uuid(db)
        os.rename(db, db + ".moved")
        subprocess.run([habit, "user", "add", "mallory"], env=dict(os.environ, HABIT_DB=db), capture_output=True)
        statuses = [
            request(server.port, "POST", f"/activities/{read}/done", f"csrf={csrf}", {"Cookie": cookie})[0]
            for _ in range(5)
        ]
        log = server.stop()
        tried += 1
        if (statuses == [503] * 5 and completions(db) == 0 and completions(db + ".moved") == 0
                and "replaced" in log):
            passed += 1
    report("13 file replaced under the server: 5 check-ins refused, logged", tried, passed)


# 15. Another process holds the write lock for 8 s: three check-ins answered 503 + Retry-After in about 5 s.
def locked_file():
    db = household("locked")
    server = Server(db)
    _, cookie = sign_in(server.port, db, "alice")
    csrf = page_csrf(server.port, cookie)
    read = activity_uuid(db)
    tried = passed = 0
    for _ in range(max(1, rounds // 50)):
        holder = sqlite3.connect(db, isolation_level=None, timeout=10)
        holder.execute("BEGIN IMMEDIATE")
        replies = []

        def post():
            replies.append(request(server.port, "POST", f"/activities/{read}/done", f"csrf={csrf}",
                                   {"Cookie": cookie}))

        started = time.time()
        threads = [threading.Thread(target=post) for _ in range(3)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(30)
        waited = time.time() - started
        holder.execute("ROLLBACK")
        holder.close()
        tried += 1
        if (len(replies) == 3 and all(status == 503 and headers.get("Retry-After") == "5"
                                      and "another process kept it locked" in page
                                      for status, headers, page in replies) and waited < 9):
            passed += 1
    server.stop()
    report("15 write lock held elsewhere: 503 + Retry-After, together", tried, passed)


# 16. A port in use: a sentence, exit 1, no trace of the network library.
def port_in_use():
    db = household("port")
    tried = passed = 0
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        s.listen(1)
        port = s.getsockname()[1]
        for _ in range(5):
            result = subprocess.run([habit, "serve", "--listen", f"127.0.0.1:{port}"],
                                    env=dict(os.environ, HABIT_DB=db), capture_output=True, timeout=30)
            tried += 1
            text = result.stderr.decode()
            passed += result.returncode == 1 and "is using port" in text and "bind(" not in text
    report("16 habit serve on a port in use: a sentence, exit 1", tried, passed)


held_connections()
sessions_and_names()
replaced_file()
locked_file()
port_in_use()
