"""Check-in links and calendar feeds against the real `habit serve` that scripts/test-browser starts: a link opened
in Chromium records nothing until its button is pressed, and the calendar feed parses with the icalendar package.

Run through Tests/Browser/test_pages.py, which lists these tests with its own.
"""

import datetime
import os
import subprocess
import urllib.request

import icalendar
from selenium.webdriver.common.by import By

from test_pages import ARTIFACTS, TODAY, URL, desktop, habit, phone, pick, screenshot, tap


def water_log():
    """The shared activity's completions as (day, done_by), from the database."""
    rows = habit("sql", "SELECT day, done_by FROM completion_log WHERE activity = 'Water plants' ORDER BY completion_id",
                 "--format", "csv").split()[1:]
    return [tuple(row.split(",")) for row in rows]


def test_check_in_link_records_only_when_pressed(driver):
    """A check-in link of a household activity opened in the browser: loading its page (twice) records nothing;
    its one button records today's completion, credited to the link's member."""
    phone(driver)
    habit("add", "Water plants", "--icon", "🪴", "--household", "--user", "mia")
    link = habit("link", "add", "Water plants", "--user", "alice", "--base-url", URL).strip()
    assert link.startswith(URL + "/c/"), link
    driver.get(link)
    driver.get(link)
    heading = driver.find_element(By.TAG_NAME, "h1").text
    assert "Water plants" in heading, heading
    state = driver.find_element(By.CSS_SELECTOR, "p.state")
    assert state.get_attribute("data-status") == "empty" and state.text == "Not done yet today", state.text
    assert water_log() == [], water_log()
    screenshot(driver, "check-in-link-390x844")
    tap(driver, driver.find_element(By.CSS_SELECTOR, "form[method=post] button[type=submit]"))
    assert driver.current_url == link, driver.current_url
    assert "✓ Water plants done today." in driver.find_element(By.CSS_SELECTOR, ".notice").text
    assert driver.find_element(By.CSS_SELECTOR, "p.state").get_attribute("data-status") == "done"
    assert water_log() == [(TODAY, "alice")], water_log()
    screenshot(driver, "check-in-link-done-390x844")
    # A reload is a GET of the link again: nothing more is recorded.
    driver.refresh()
    assert water_log() == [(TODAY, "alice")], water_log()


def test_calendar_feed_parses(driver):
    """The calendar feed as a calendar app fetches it, parsed by icalendar: one all-day event a day with what was
    done (amounts with units, notes), this week's weekday goals still due, stable and distinct UIDs; every line
    ends in CRLF and is at most 75 octets."""
    habit("user", "add", "zoe")
    habit("add", "Swim", "--icon", "🏊", "--goal", "1000 m/week", "--user", "zoe")
    habit("add", "Yoga", "--goal", "sat,sun", "--user", "zoe")
    habit("done", "Swim", "--amount", "500", "--date", "-1", "--note", "Lake, cold; nice", "--user", "zoe")
    habit("done", "Swim", "--amount", "250", "--date", "-1", "--user", "zoe")
    habit("done", "Swim", "--amount", "400", "--date", "-3", "--user", "zoe")
    url = habit("link", "calendar", "--user", "zoe", "--base-url", URL).strip()
    assert url.startswith(URL + "/calendar/") and url.endswith(".ics"), url
    with urllib.request.urlopen(url) as response:
        assert response.headers["Content-Type"] == "text/calendar; charset=utf-8", response.headers["Content-Type"]
        raw = response.read()
    lines = raw.split(b"\r\n")
    assert lines[-1] == b"" and all(b"\n" not in line and b"\r" not in line for line in lines), raw[:200]
    assert all(len(line) <= 75 for line in lines), [line for line in lines if len(line) > 75]
    calendar = icalendar.Calendar.from_ical(raw)
    assert str(calendar["VERSION"]) == "2.0" and "habit" in str(calendar["PRODID"])
    events = calendar.walk("VEVENT")
    today = datetime.date.fromisoformat(TODAY)
    found = {(event.decoded("DTSTART"), str(event["SUMMARY"])) for event in events}
    day = datetime.timedelta(days=1)
    assert found == {
        (today - 3 * day, "Done: Swim (400 m)"),
        (today - day, "Done: Swim (750 m, ×2)"),
        (today + day, "Due: Yoga"),
        (today + 2 * day, "Due: Yoga"),
    }, found
    for event in events:
        start, end = event.decoded("DTSTART"), event.decoded("DTEND")
        assert type(start) is datetime.date and end - start == day, (start, end)
        assert event.decoded("DTSTAMP").tzinfo is not None
    yesterday = [event for event in events if event.decoded("DTSTART") == today - day][0]
    assert "Lake, cold; nice" in str(yesterday["DESCRIPTION"]), yesterday["DESCRIPTION"]
    assert len({str(event["UID"]) for event in events}) == len(events)
    # Fetched again, the same days have the same UIDs: a calendar app updates them rather than adding more.
    with urllib.request.urlopen(url) as response:
        again = icalendar.Calendar.from_ical(response.read())
    assert sorted(str(event["UID"]) for event in again.walk("VEVENT")) == sorted(str(event["UID"]) for event in events)


def test_check_in_cards_print(driver):
    """The check-in cards of the member signed in, linked from Today: each card has the activity, the member and
    the link's QR code as inline SVG, which zbarimg reads as the card's link once Chromium has drawn it; printed,
    the navigation goes and the cards stay."""
    habit("link", "add", "Read", "--user", "mia", "--base-url", URL)
    desktop(driver)
    pick(driver, "mia")
    driver.get(URL + "/today")
    tap(driver, driver.find_element(By.LINK_TEXT, "Check-in cards to print"))
    cards = driver.find_elements(By.CSS_SELECTOR, "figure.qr-card")
    assert any("Read" in card.text and "mia" in card.text for card in cards), [card.text for card in cards]
    read = [card for card in cards if "Read" in card.text][0]
    svg = read.find_element(By.TAG_NAME, "svg")
    assert svg.size["width"] >= 150, svg.size
    url = read.find_element(By.CSS_SELECTOR, ".url").text
    assert url.startswith(URL + "/c/"), url
    # The inline SVG as Chromium draws it, read by zbarimg: the card's code is the card's link.
    drawn = os.path.join(ARTIFACTS, "check-in-card-read.png")
    svg.screenshot(drawn)
    decoded = subprocess.run(["zbarimg", "--raw", "-q", drawn], capture_output=True, text=True).stdout.strip()
    assert decoded == url, (decoded, url)
    screenshot(driver, "check-in-cards-1280x800")
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    try:
        assert not driver.find_element(By.TAG_NAME, "nav").is_displayed()
        assert svg.is_displayed()
        screenshot(driver, "check-in-cards-print-1280x800")
    finally:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})


TESTS = [test_check_in_link_records_only_when_pressed, test_calendar_feed_parses, test_check_in_cards_print]
