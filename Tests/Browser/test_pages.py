"""The pages in a real browser: Debian's headless Chromium driven by Selenium through chromium-driver.

Run by scripts/test-browser, which builds habit, makes a household, starts `habit serve` on a free loopback port
and passes HABIT_BIN, HABIT_DB, HABIT_URL, HABIT_TODAY and ARTIFACTS in the environment.
"""

import datetime
import json
import os
import socket
import subprocess
import sys
import time
import traceback

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.common.exceptions import StaleElementReferenceException, WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

HABIT = os.environ["HABIT_BIN"]
DB = os.environ["HABIT_DB"]
URL = os.environ["HABIT_URL"].rstrip("/")
TODAY = os.environ["HABIT_TODAY"]
ARTIFACTS = os.environ["ARTIFACTS"]


def habit(*args):
    """Runs the built habit on the test database and returns its standard output."""
    result = subprocess.run(
        [HABIT, *args, "--db", DB], capture_output=True, text=True, env={**os.environ, "NO_COLOR": "1"}
    )
    if result.returncode != 0:
        raise AssertionError(f"habit {' '.join(args)} exited {result.returncode}: {result.stderr}")
    return result.stdout


def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--no-first-run", "--disable-extensions", "--window-size=390,844"]:
        options.add_argument(argument)
    service = Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
    return webdriver.Chrome(service=service, options=options)


def phone(driver):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": True})


def desktop(driver):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": 1280, "height": 800, "deviceScaleFactor": 1, "mobile": False})


def screenshot(driver, name):
    path = os.path.join(ARTIFACTS, name + ".png")
    driver.save_screenshot(path)
    return path


def tap(driver, element):
    """Clicks a form's button and waits for the page the server answers with (after its redirect)."""
    page = driver.find_element(By.TAG_NAME, "html")
    element.click()
    WebDriverWait(driver, 30).until(lambda _: is_gone(page))


def is_gone(element):
    """Whether the page an element belonged to was replaced. Chromium says so with a stale-element error, or,
    when the question lands while the old document is being torn down, "Node ... does not belong to the document"."""
    try:
        element.is_enabled()
        return False
    except StaleElementReferenceException:
        return True
    except WebDriverException as error:
        if "does not belong to the document" in str(error):
            return True
        raise


def pick(driver, member, pin=None):
    driver.get(URL + "/members")
    card = driver.find_element(By.XPATH, f"//form[.//span[normalize-space()='{member}']]")
    if pin is not None:
        card.find_element(By.NAME, "pin").send_keys(pin)
    tap(driver, card.find_element(By.CSS_SELECTOR, "button[type=submit]"))


def streak_of(driver, activity_uuid):
    card = driver.find_element(By.ID, "a-" + activity_uuid)
    return int(card.find_element(By.CSS_SELECTOR, ".streak").get_attribute("data-streak"))


def read_uuid(member="mia"):
    activities = json.loads(habit("today", "--format", "json", "--user", member))["activities"]
    return [a for a in activities if a["name"] == "Read"][0]["id"]


def completions_of_read():
    return int(habit("sql", "SELECT count(*) AS n FROM completions JOIN activities a ON a.id = activity_id "
                     "WHERE a.name = 'Read'", "--format", "csv").split()[-1])


def test_check_in_changes_streak(driver):
    phone(driver)
    driver.get(URL + "/")
    assert driver.current_url.endswith("/members"), driver.current_url
    pick(driver, "mia")
    assert driver.current_url.endswith("/today"), driver.current_url
    uuid = read_uuid()
    before = streak_of(driver, uuid)
    screenshot(driver, "today-390x844-before")
    tap(driver, driver.find_element(By.CSS_SELECTOR, f"#a-{uuid} button[aria-label='Done: Read']"))
    after = streak_of(driver, uuid)
    assert after == before + 1, f"streak {before} -> {after}"
    assert "✓ Read done today." in driver.find_element(By.CSS_SELECTOR, ".notice").text
    screenshot(driver, "today-390x844")
    desktop(driver)
    driver.get(URL + "/today")
    screenshot(driver, "today-1280x800")


def test_toggle_past_day(driver):
    phone(driver)
    uuid = read_uuid()
    driver.get(f"{URL}/activities/{uuid}?month={TODAY[:7]}")
    # Two days ago: done (scripts/test-browser records the three days before today), inside the history.
    day = (datetime.date.fromisoformat(TODAY) - datetime.timedelta(days=2)).isoformat()
    selector = f"button[data-day='{day}']"
    start = driver.find_element(By.CSS_SELECTOR, selector).get_attribute("data-status")
    count = completions_of_read()
    tap(driver, driver.find_element(By.CSS_SELECTOR, selector))
    toggled = driver.find_element(By.CSS_SELECTOR, selector).get_attribute("data-status")
    assert (start, toggled) in [("empty", "done"), ("done", "empty")], (start, toggled)
    assert completions_of_read() == count + (1 if toggled == "done" else -1)
    screenshot(driver, "calendar-390x844")
    tap(driver, driver.find_element(By.CSS_SELECTOR, selector))
    assert driver.find_element(By.CSS_SELECTOR, selector).get_attribute("data-status") == start
    assert completions_of_read() == count


def test_form_without_csrf_refused(driver):
    phone(driver)
    uuid = read_uuid()
    driver.get(URL + "/today")
    count = completions_of_read()
    page = driver.find_element(By.TAG_NAME, "html")
    driver.execute_script(
        "const f = document.querySelector(arguments[0]).form;"
        "f.querySelector('input[name=csrf]').remove(); f.submit();",
        f"#a-{uuid} button[aria-label='Done: Read']")
    WebDriverWait(driver, 30).until(lambda _: is_gone(page))
    assert "Form expired" in driver.find_element(By.TAG_NAME, "h1").text
    assert completions_of_read() == count


def test_protected_member_needs_pin(driver):
    phone(driver)
    driver.delete_all_cookies()
    pick(driver, "noah", pin="0000")
    assert driver.current_url.endswith("/members"), driver.current_url
    assert "Wrong PIN for noah" in driver.find_element(By.CSS_SELECTOR, ".error").text
    driver.get(URL + "/today")
    assert driver.current_url.endswith("/members"), "without the PIN, today is not shown"
    screenshot(driver, "members-390x844")
    pick(driver, "noah", pin="4321")
    assert driver.current_url.endswith("/today"), driver.current_url
    assert driver.find_element(By.CSS_SELECTOR, ".who").text == "noah"


def test_challenge_start_check_and_start_over(driver):
    phone(driver)
    pick(driver, "mia")
    driver.get(URL + "/challenges")
    driver.find_element(By.ID, "c-name").send_keys("Stretch")
    tap(driver, driver.find_element(By.XPATH, "//form[@action='/challenges/start']//button"))
    assert "Started Stretch: 21 days in a row" in driver.find_element(By.CSS_SELECTOR, ".notice").text
    circles = driver.find_elements(By.CSS_SELECTOR, ".circles .circle")
    assert len(circles) == 21, len(circles)
    tap(driver, driver.find_element(By.XPATH, "//form[@action='/challenges/check']//button"))
    assert driver.find_elements(By.CSS_SELECTOR, ".circles .c-done")[0].get_attribute("title") == "day 1"
    screenshot(driver, "challenges-390x844")
    tap(driver, driver.find_element(By.XPATH, "//form[@action='/challenges/reset']//button"))
    assert "The last run had 1 day checked" in driver.find_element(By.CSS_SELECTOR, ".notice").text
    assert not driver.find_elements(By.CSS_SELECTOR, ".circles .c-done")
    status = json.loads(habit("challenge", "show", "--format", "json", "--user", "mia"))
    assert any("Stretch" in json.dumps(entry) for entry in status), status


def test_plan_ticks_to_congratulations(driver):
    phone(driver)
    pick(driver, "mia")
    driver.get(URL + "/plan")
    for field, text in [("plan-goal", "Tidy the shed"), ("plan-task1", "Sort"), ("plan-task2", "Sweep"),
                        ("plan-task3", "Shelves")]:
        driver.find_element(By.ID, field).send_keys(text)
    tap(driver, driver.find_element(By.XPATH, "//form[@action='/plan']//button[@type='submit']"))
    for number in (1, 2, 3):
        tap(driver, driver.find_element(By.CSS_SELECTOR, f"button[aria-label='Done: task {number}']"))
    assert driver.find_element(By.CSS_SELECTOR, "h2 .state").text == "Achieved"
    assert driver.find_element(By.CSS_SELECTOR, ".notice").text, "a congratulation is shown"
    screenshot(driver, "plan-390x844")


def words(streak):
    if not streak:
        return "none"
    unit = streak["unit"] + ("" if streak["length"] == 1 else "s")
    return f"{streak['length']} {unit} ({streak['start']} to {streak['end']})"


def percent(share):
    return "–" if share is None else f"{round(share * 100)}%"


def test_pages_agree_with_cli_json(driver):
    """The same household through `--format json` and through the pages: the same streaks and rates, for mia (a
    few days) and alice (the demo's year of history)."""
    desktop(driver)
    compared = 0
    for member in ["mia", "alice"]:
        driver.delete_all_cookies()
        pick(driver, member)
        today = json.loads(habit("today", "--format", "json", "--user", member))
        driver.get(URL + "/today")
        for entry in today["activities"]:
            expected = entry["currentStreak"]["length"] if entry.get("currentStreak") else 0
            driver.get(URL + "/today")
            assert streak_of(driver, entry["id"]) == expected, (member, entry["name"])
            stats = json.loads(habit("stats", entry["id"], "--format", "json", "--user", member))
            driver.get(f"{URL}/activities/{entry['id']}/stats")
            shown = {e.get_attribute("data-stat"): e.text
                     for e in driver.find_elements(By.CSS_SELECTOR, "dd[data-stat]")}
            assert shown["current-streak"] == words(stats.get("currentStreak")), (shown, stats)
            assert shown["best-streak"] == words(stats.get("bestStreak")), (shown, stats)
            assert shown["times-completed"] == str(stats["timesCompleted"]), (shown, stats)
            assert shown["rate-year"].startswith(percent(stats.get("completionRateThisYear")) + " "), (shown, stats)
            assert shown["rate-start"].startswith(percent(stats.get("completionRateSinceStart")) + " "), (shown, stats)
            compared += 1
    assert compared >= 5, compared
    first = today["activities"][0]["id"]
    driver.get(f"{URL}/activities/{first}/stats")
    screenshot(driver, "stats-1280x800")
    driver.get(f"{URL}/activities/{first}")
    screenshot(driver, "calendar-1280x800")
    phone(driver)
    driver.get(f"{URL}/activities/{first}/stats")
    screenshot(driver, "stats-390x844")
    driver.execute_script("document.querySelector('svg.heatmap').scrollIntoView()")
    screenshot(driver, "stats-heatmap-390x844")
    driver.get(URL + "/board")
    screenshot(driver, "board-390x844")
    desktop(driver)
    driver.get(URL + "/board")
    screenshot(driver, "board-1280x800")


def test_phone_layout(driver):
    """At 390 px: the household's best streaks stay at the right under each current one (they wrapped under the
    icons), the month's name is over the middle of the calendar with a centred arrow beside it, and the year
    heatmap keeps readable squares, scrolled to its latest months (it was shrunk to 5-pixel squares)."""
    phone(driver)
    pick(driver, "alice")
    driver.get(URL + "/board")
    rows = driver.find_elements(By.CSS_SELECTOR, "[data-member-activity]")
    assert len(rows) >= 5, len(rows)
    for row in rows:
        streak = row.find_element(By.CSS_SELECTOR, ".streak").rect
        best = row.find_element(By.CSS_SELECTOR, ".streaks > .dim").rect
        assert abs((best["x"] + best["width"]) - (streak["x"] + streak["width"])) <= 2, (row.text, streak, best)
        assert best["y"] >= streak["y"] + streak["height"] - 2, (row.text, streak, best)
    driver.get(f"{URL}/activities/{read_uuid('alice')}")
    title = driver.find_element(By.CSS_SELECTOR, ".card h2").rect
    grid = driver.find_element(By.CSS_SELECTOR, "table.cal").rect
    assert abs((title["x"] + title["width"] / 2) - (grid["x"] + grid["width"] / 2)) <= 4, (title, grid)
    previous = driver.find_element(By.CSS_SELECTOR, "a[aria-label='Previous month']")
    assert previous.value_of_css_property("text-decoration-line") == "none"
    assert previous.value_of_css_property("justify-content") == "center"
    driver.get(f"{URL}/activities/{read_uuid('alice')}/stats")
    # The whole year, as two half-years each as wide as the card: nothing cut, nothing to scroll.
    assert not driver.find_element(By.CSS_SELECTOR, ".year-whole").is_displayed()
    halves = driver.find_elements(By.CSS_SELECTOR, ".year-halves svg.heatmap")
    assert len(halves) == 2 and all(half.is_displayed() for half in halves), halves
    frame = driver.find_element(By.CSS_SELECTOR, ".year-halves").rect
    for half in halves:
        drawn = half.rect
        assert drawn["x"] >= frame["x"] - 1 and drawn["x"] + drawn["width"] <= frame["x"] + frame["width"] + 1, drawn
        assert drawn["width"] >= 300, drawn
    assert driver.execute_script("return document.documentElement.scrollWidth") <= 390
    driver.execute_script("document.querySelector('.year-halves').scrollIntoView()")
    screenshot(driver, "stats-heatmap-390x844")
    # Streaks stay on one line: "🔥 4 days", never "4" over "days".
    driver.get(URL + "/today")
    for streak in driver.find_elements(By.CSS_SELECTOR, ".streak"):
        assert streak.rect["height"] < 30, (streak.text, streak.rect)


def habit_ok(*args):
    """Runs habit for mia, whatever it says."""
    return subprocess.run([HABIT, *args, "--db", DB, "--user", "mia"], capture_output=True, text=True,
                          env={**os.environ, "NO_COLOR": "1"})


def uuid_of(name, member="mia"):
    activities = json.loads(habit("list", "--format", "json", "--user", member))
    return [a for a in activities if a["name"] == name][0]["id"]


def background(element):
    return element.value_of_css_property("background-color")


def test_calendar_looks_and_legend(driver):
    """An over-the-limit day looks like no other day (it looked like an empty one), says so in words, and the
    calendar has a legend of every look."""
    phone(driver)
    pick(driver, "mia")
    habit_ok("add", "Coffee", "--icon", "☕", "--color", "yellow", "--goal", "<=1/day")
    two_ago = (datetime.date.fromisoformat(TODAY) - datetime.timedelta(days=2)).isoformat()
    yesterday = (datetime.date.fromisoformat(TODAY) - datetime.timedelta(days=1)).isoformat()
    for _ in range(2):
        habit("done", "Coffee", "--date", two_ago, "--user", "mia")
    driver.get(f"{URL}/activities/{uuid_of('Coffee')}?month={TODAY[:7]}")
    over = driver.find_element(By.CSS_SELECTOR, f"button[data-day='{two_ago}']")
    empty = driver.find_element(By.CSS_SELECTOR, f"button[data-day='{yesterday}']")
    assert over.get_attribute("data-status") == "over_limit"
    assert empty.get_attribute("data-status") == "empty"
    assert background(over) != background(empty), (background(over), background(empty))
    assert "over the limit" in over.get_attribute("aria-label"), over.get_attribute("aria-label")
    legend = driver.find_element(By.CSS_SELECTOR, "ul.legend").text
    for words in ["done", "over the limit", "skipped", "failed", "nothing recorded"]:
        assert words in legend, legend
    driver.execute_script("document.querySelector('ul.legend').scrollIntoView()")
    screenshot(driver, "calendar-over-limit-390x844")
    # On today's card the icon keeps its own colours: the activity's colour is the card's edge.
    driver.get(URL + "/today")
    card = driver.find_element(By.ID, "a-" + uuid_of("Coffee"))
    assert card.find_element(By.CSS_SELECTOR, ".icon").get_attribute("style") in (None, ""), "icon coloured"
    assert card.value_of_css_property("border-left-width") == "6px"


def test_rest_day_on_a_phone(driver):
    """A weekday goal rests on the days it does not name: today's card says so instead of asking, and the
    calendar draws the rest days as their own look, in the legend too."""
    phone(driver)
    pick(driver, "mia")
    today = datetime.date.fromisoformat(TODAY)
    names = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
    due = ",".join(name for index, name in enumerate(names) if index != today.weekday())
    added = habit_ok("add", "Yoga", "--icon", "🧘", "--goal", due)
    assert added.returncode == 0, added.stderr
    uuid = uuid_of("Yoga")
    driver.get(URL + "/today")
    card = driver.find_element(By.ID, "a-" + uuid)
    state = card.find_element(By.CSS_SELECTOR, ".state")
    assert state.get_attribute("data-state") == "rest", state.get_attribute("data-state")
    assert state.text == "Resting today", state.text
    assert "rest day" in card.find_element(By.CSS_SELECTOR, ".progress").text
    assert driver.execute_script("return document.documentElement.scrollWidth") <= 390
    screenshot(driver, "today-rest-day-390x844")
    driver.get(f"{URL}/activities/{uuid}?month={TODAY[:7]}")
    rest = driver.find_element(By.CSS_SELECTOR, f"button[data-day='{TODAY}']")
    assert rest.get_attribute("data-status") == "rest", rest.get_attribute("data-status")
    assert "rest day" in rest.get_attribute("aria-label"), rest.get_attribute("aria-label")
    yesterday = (today - datetime.timedelta(days=1)).isoformat()
    if yesterday[:7] == TODAY[:7]:
        empty = driver.find_element(By.CSS_SELECTOR, f"button[data-day='{yesterday}']")
        assert empty.get_attribute("data-status") in ("empty", "before_start"), empty.get_attribute("data-status")
        assert background(rest) != background(empty), (background(rest), background(empty))
    assert "rest day" in driver.find_element(By.CSS_SELECTOR, "ul.legend").text
    assert driver.execute_script("return document.documentElement.scrollWidth") <= 390
    screenshot(driver, "calendar-rest-day-390x844")


def test_paused_activity_on_a_phone(driver):
    """An activity paused from its page waits under "Paused" with the day its pause ends, the calendar draws its
    paused days as their own look, in the legend too, and "Resume today" takes the pause back."""
    phone(driver)
    pick(driver, "mia")
    added = habit_ok("add", "Piano", "--icon", "🎹", "--goal", "1/day")
    assert added.returncode == 0, added.stderr
    uuid = uuid_of("Piano")
    last = (datetime.date.fromisoformat(TODAY) + datetime.timedelta(days=3)).isoformat()
    driver.get(f"{URL}/activities/{uuid}")
    form = driver.find_element(By.CSS_SELECTOR, "#pause form[action$='/pause']")
    driver.execute_script("arguments[0].value = arguments[1]", form.find_element(By.NAME, "until"), last)
    form.find_element(By.NAME, "note").send_keys("lessons off")
    tap(driver, form.find_element(By.CSS_SELECTOR, "button[type=submit]"))
    notice = driver.find_element(By.CSS_SELECTOR, ".notice").text
    assert f"Paused Piano: {TODAY} to {last}." in notice, notice
    pauses = habit("pauses", "--format", "csv", "--user", "mia")
    assert f"activity,Piano,mia,{TODAY},{last},now,lessons off" in pauses, pauses
    driver.get(URL + "/today")
    card = driver.find_element(By.ID, "a-" + uuid)
    state = card.find_element(By.CSS_SELECTOR, ".state")
    assert state.get_attribute("data-state") == "paused", state.get_attribute("data-state")
    assert state.text == "Paused", state.text
    assert "paused until" in card.find_element(By.CSS_SELECTOR, ".advice").text
    assert last in card.find_element(By.CSS_SELECTOR, ".advice").text
    assert driver.execute_script("return document.documentElement.scrollWidth") <= 390
    screenshot(driver, "today-paused-390x844")
    driver.get(f"{URL}/activities/{uuid}?month={TODAY[:7]}")
    day = driver.find_element(By.CSS_SELECTOR, f"button[data-day='{TODAY}']")
    assert day.get_attribute("data-status") == "paused", day.get_attribute("data-status")
    assert "paused" in day.get_attribute("aria-label"), day.get_attribute("aria-label")
    assert "paused" in driver.find_element(By.CSS_SELECTOR, "ul.legend").text
    assert driver.execute_script("return document.documentElement.scrollWidth") <= 390
    screenshot(driver, "calendar-paused-390x844")
    # Resuming today takes back the pause that began today: today is asked for again
    tap(driver, driver.find_element(By.CSS_SELECTOR, "#pause form[action$='/resume'] button"))
    assert f"Resumed Piano today (paused since {TODAY})." in driver.find_element(By.CSS_SELECTOR, ".notice").text
    assert habit("pauses", "--format", "csv", "--user", "mia").count("\n") == 1
    day = driver.find_element(By.CSS_SELECTOR, f"button[data-day='{TODAY}']")
    assert day.get_attribute("data-status") == "empty", day.get_attribute("data-status")


def test_fail_has_a_way_back(driver):
    """Fail stands apart from Skip, and its notice offers an Undo that takes the mark back; a card with nothing
    today offers no Undo."""
    phone(driver)
    pick(driver, "mia")
    uuid = uuid_of("Run")
    driver.get(URL + "/today")
    card = driver.find_element(By.ID, "a-" + uuid)
    assert not card.find_elements(By.CSS_SELECTOR, "button[aria-label='Undo: Run']"), "Undo with nothing to undo"
    skip = card.find_element(By.CSS_SELECTOR, "button[aria-label='Skip: Run']").rect
    fail = card.find_element(By.CSS_SELECTOR, "button[aria-label='Fail: Run']").rect
    assert fail["x"] - (skip["x"] + skip["width"]) >= 60, (skip, fail)
    tap(driver, card.find_element(By.CSS_SELECTOR, "button[aria-label='Fail: Run']"))
    notice = driver.find_element(By.CSS_SELECTOR, ".notice")
    assert "Run: failed today." in notice.text, notice.text
    screenshot(driver, "today-failed-390x844")
    def marks():
        return habit("sql", "SELECT count(*) AS n FROM day_marks m JOIN activities a ON a.id = m.activity_id "
                     "JOIN users u ON u.id = a.user_id WHERE u.name = 'mia' AND a.name = 'Run' AND m.day = :day",
                     "-p", "day", TODAY, "--format", "csv").split()[-1]
    assert marks() == "1"
    tap(driver, notice.find_element(By.CSS_SELECTOR, "button[aria-label='Undo what was just recorded for Run']"))
    assert "Run: taken back for today." in driver.find_element(By.CSS_SELECTOR, ".notice").text
    assert marks() == "0"


def test_partial_amount_reads_partial(driver):
    """16 of 20 pages is said as partial, on the flash and on the card, never as done."""
    phone(driver)
    pick(driver, "mia")
    habit_ok("add", "Book", "--icon", "📚", "--amount", "20", "--unit", "pages")
    uuid = uuid_of("Book")
    driver.get(URL + "/today")
    card = driver.find_element(By.ID, "a-" + uuid)
    card.find_element(By.CSS_SELECTOR, "input[name=amount]").send_keys("16")
    tap(driver, card.find_element(By.CSS_SELECTOR, "button[aria-label='Done: Book']"))
    assert driver.find_element(By.CSS_SELECTOR, ".notice").text.startswith("◐ Book: 16 of 20 pages today.")
    progress = driver.find_element(By.CSS_SELECTOR, f"#a-{uuid} .progress").text
    assert "16/20 pages" in progress, progress
    screenshot(driver, "today-partial-390x844")


def test_plan_change_achieve_and_log(driver):
    """The plan page changes today's plan, marks the goal achieved, and shows every plan."""
    phone(driver)
    pick(driver, "mia")
    driver.get(URL + "/plan")
    driver.find_element(By.CSS_SELECTOR, "details summary").click()
    task = driver.find_element(By.ID, "plan-task2")
    task.clear()
    task.send_keys("Sweep twice")
    tap(driver, driver.find_element(By.XPATH, "//details//button[@type='submit']"))
    assert "Today's plan is changed." in driver.find_element(By.CSS_SELECTOR, ".notice").text
    assert driver.find_element(By.CSS_SELECTOR, "h2 .state").text == "Not yet"
    tap(driver, driver.find_element(By.XPATH, "//form[@action='/plan/achieve']//button"))
    assert driver.find_element(By.CSS_SELECTOR, "h2 .state").text == "Achieved"
    screenshot(driver, "plan-achieved-390x844")
    tap_link = driver.find_element(By.CSS_SELECTOR, "a[href='/plan/log']")
    tap_link.click()
    WebDriverWait(driver, 30).until(lambda d: d.current_url.endswith("/plan/log"))
    assert "Sweep twice" in driver.find_element(By.TAG_NAME, "main").text
    screenshot(driver, "plan-log-390x844")


def test_report_overview_on_a_phone(driver):
    """The household report opens with everyone at a glance and a table of contents, and on a phone each heatmap
    shows the whole year, wrapped."""
    phone(driver)
    report = os.path.join(ARTIFACTS, "report.html")
    subprocess.run([HABIT, "report", "--household", "-o", report, "--db", DB], check=True, capture_output=True)
    driver.get("file://" + report)
    cards = driver.find_elements(By.CSS_SELECTOR, "[data-overview]")
    assert len(cards) == len(json.loads(habit("user", "list", "--format", "json"))), len(cards)
    links = driver.find_elements(By.CSS_SELECTOR, ".contents a")
    assert len(links) >= 5, len(links)
    screenshot(driver, "report-390x844")
    for half in driver.find_elements(By.CSS_SELECTOR, ".year-halves svg")[:4]:
        assert half.is_displayed() and half.rect["width"] <= 390, half.rect
    assert not any(whole.is_displayed() for whole in driver.find_elements(By.CSS_SELECTOR, ".year-whole"))
    assert driver.execute_script("return document.documentElement.scrollWidth") <= 390


def test_shared_chore_from_two_phones(driver):
    """Two members check in one shared chore, each on their own phone (two sessions): each check-in is credited to
    its member, the card says whose turn it is, the household page's shares and the calendar say who did it."""
    phone(driver)
    added = habit_ok("add", "Walk the dog", "--icon", "🐕", "--goal", "2/day", "--household", "--rotate", "mia,alice")
    assert added.returncode == 0, added.stderr
    uuid = uuid_of("Walk the dog")
    pick(driver, "mia")
    card = driver.find_element(By.ID, "a-" + uuid)
    assert "Shared" in card.text and "mia's turn" in card.text, card.text
    other = browser()
    try:
        phone(other)
        pick(other, "alice")
        # mia checks in on her phone; alice's page, loaded after, shows it and that it is her turn
        tap(driver, driver.find_element(By.CSS_SELECTOR, f"#a-{uuid} button[aria-label='Done: Walk the dog']"))
        other.get(URL + "/today")
        card = other.find_element(By.ID, "a-" + uuid)
        assert "1/2 today" in card.text and "alice's turn" in card.text, card.text
        screenshot(other, "today-shared-alice-390x844")
        tap(other, other.find_element(By.CSS_SELECTOR, f"#a-{uuid} button[aria-label='Done: Walk the dog']"))
        # The household page gives each her share; the calendar says who did the day
        other.get(URL + "/board")
        shares = other.find_element(By.CSS_SELECTOR, f"p[data-shares='{uuid}']").text
        assert shares.startswith("7 days: alice 1 (50%), mia 1 (50%)"), shares
        assert other.execute_script("return document.documentElement.scrollWidth") <= 390
        screenshot(other, "board-shared-390x844")
    finally:
        other.quit()
    driver.get(f"{URL}/activities/{uuid}?month={TODAY[:7]}")
    cell = driver.find_element(By.CSS_SELECTOR, f"button[data-day='{TODAY}']")
    assert cell.get_attribute("data-status") == "done", cell.get_attribute("data-status")
    assert "by mia, alice" in cell.get_attribute("aria-label"), cell.get_attribute("aria-label")
    screenshot(driver, "calendar-shared-390x844")
    log = habit("sql", "SELECT done_by FROM completion_log WHERE activity = 'Walk the dog' ORDER BY completion_id",
                "--format", "csv")
    assert log.split() == ["done_by", "mia", "alice"], log


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_app_on_the_home_screen(driver):
    """Chromium itself finds the pages installable (manifest, icons, service worker), the service worker shows its
    offline page when the server cannot be reached, and the phone's dark mode darkens the pages."""
    phone(driver)
    pick(driver, "mia")
    driver.get(URL + "/today")
    ready = driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "navigator.serviceWorker.ready.then((r) => done(r.active ? r.active.state : 'none'), (e) => done(String(e)));")
    assert ready in ("activated", "activating"), ready
    errors = driver.execute_cdp_cmd("Page.getInstallabilityErrors", {})
    assert errors.get("installabilityErrors") == [], errors
    manifest = driver.execute_cdp_cmd("Page.getAppManifest", {})
    assert manifest.get("errors") == [], manifest.get("errors")
    assert manifest["url"].endswith("/manifest.webmanifest"), manifest["url"]
    screenshot(driver, "today-light-390x844")
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
    try:
        driver.get(URL + "/today")
        body = driver.execute_script("return getComputedStyle(document.body).backgroundColor")
        assert body == "rgb(0, 0, 0)", body
        screenshot(driver, "today-dark-390x844")
    finally:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
    # With the server gone, a page comes from the service worker: its offline page, which records nothing. (A server
    # of its own, on another port, so that stopping it leaves the other tests theirs.)
    port = free_port()
    server = subprocess.Popen([HABIT, "serve", "--listen", f"127.0.0.1:{port}", "--db", DB],
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        deadline = time.monotonic() + 30
        while "Serving" not in (server.stdout.readline() or ""):
            assert time.monotonic() < deadline and server.poll() is None, "the second server did not start"
        own = f"http://127.0.0.1:{port}"
        driver.get(own + "/members")
        ready = driver.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            "navigator.serviceWorker.ready.then((r) => done(r.active ? r.active.state : 'none'));")
        assert ready in ("activated", "activating"), ready
        driver.get(own + "/members")  # now under the worker
    finally:
        server.terminate()
        server.wait(timeout=30)
    driver.get(own + "/board")
    heading = driver.find_element(By.TAG_NAME, "h1").text
    assert heading == "Offline", heading
    screenshot(driver, "offline-390x844")


def main():
    os.makedirs(ARTIFACTS, exist_ok=True)
    tests = [test_check_in_changes_streak, test_toggle_past_day, test_form_without_csrf_refused,
             test_protected_member_needs_pin, test_pages_agree_with_cli_json,
             test_challenge_start_check_and_start_over, test_plan_ticks_to_congratulations, test_phone_layout,
             test_calendar_looks_and_legend, test_rest_day_on_a_phone, test_paused_activity_on_a_phone,
             test_fail_has_a_way_back,
             test_partial_amount_reads_partial, test_plan_change_achieve_and_log, test_report_overview_on_a_phone,
             test_shared_chore_from_two_phones, test_app_on_the_home_screen]
    from test_links import TESTS as link_tests
    tests += link_tests
    # -k WORD[,WORD...] runs only the tests whose names hold one of them.
    if len(sys.argv) == 3 and sys.argv[1] == "-k":
        tests = [test for test in tests if any(word in test.__name__ for word in sys.argv[2].split(","))]
    driver = browser()
    failed = 0
    try:
        for test in tests:
            try:
                test(driver)
                print(f"✔ {test.__name__}")
            except Exception:
                failed += 1
                print(f"✘ {test.__name__}")
                traceback.print_exc()
                screenshot(driver, "failed-" + test.__name__)
    finally:
        driver.quit()
    print(f"Browser tests: {len(tests) - failed} passed, {failed} failed (screenshots in {ARTIFACTS})")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
