/* The practical floor for importing the dates layout (`habit_id,date` lines) into habit's schema: parse each
 * line, find or create its activity (one goal each), and run one prepared INSERT per row, all in one
 * transaction. scripts/bench compiles it and times it beside `habit import` and `sqlite3 .import`.
 * Usage: bench-import DATABASE CSV USER_ID */
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void check(int code, sqlite3 *db, const char *what) {
  if (code != SQLITE_OK && code != SQLITE_DONE && code != SQLITE_ROW) {
    fprintf(stderr, "bench-import: %s: %s\n", what, sqlite3_errmsg(db));
    exit(1);
  }
}

int main(int argc, char **argv) {
  if (argc != 4) {
    fprintf(stderr, "usage: bench-import DATABASE CSV USER_ID\n");
    return 64;
  }
  sqlite3 *db;
  check(sqlite3_open(argv[1], &db), db, "open");
  FILE *input = fopen(argv[2], "r");
  if (!input) {
    perror(argv[2]);
    return 66;
  }
  check(sqlite3_exec(db, "PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL; BEGIN IMMEDIATE", 0, 0, 0), db,
        "begin");
  sqlite3_stmt *find, *activity, *goal, *completion;
  check(sqlite3_prepare_v2(db, "SELECT id FROM activities WHERE uuid = ?", -1, &find, 0), db, "prepare");
  check(sqlite3_prepare_v2(db,
                           "INSERT INTO activities (uuid, user_id, name, color, created_on) "
                           "VALUES (?1, ?2, 'Habit ' || substr(?1, 1, 8) || ' ' || ?3, '#757575', ?4)",
                           -1, &activity, 0),
        db, "prepare");
  check(sqlite3_prepare_v2(db,
                           "INSERT INTO goals (activity_id, effective_from, measure, comparison, target, period) "
                           "VALUES (?, ?, 'count', 'at_least', 1, 'day')",
                           -1, &goal, 0),
        db, "prepare");
  check(sqlite3_prepare_v2(db, "INSERT INTO completions (activity_id, day, created_at) VALUES (?, ?, ?)", -1,
                           &completion, 0),
        db, "prepare");
  const char *now = "2026-11-21T12:00:00.000Z";
  char line[256], last[64] = "";
  sqlite3_int64 id = 0, created = 0;
  long number = 0;
  while (fgets(line, sizeof line, input)) {
    if (number++ == 0) continue; /* the header */
    char *comma = strchr(line, ',');
    if (!comma) continue;
    *comma = 0;
    char *day = comma + 1;
    day[strcspn(day, "\r\n")] = 0;
    if (strcmp(line, last) != 0) {
      sqlite3_bind_text(find, 1, line, -1, SQLITE_STATIC);
      if (sqlite3_step(find) == SQLITE_ROW) {
        id = sqlite3_column_int64(find, 0);
      } else {
        sqlite3_bind_text(activity, 1, line, -1, SQLITE_STATIC);
        sqlite3_bind_int64(activity, 2, atoll(argv[3]));
        sqlite3_bind_int64(activity, 3, ++created);
        sqlite3_bind_text(activity, 4, day, -1, SQLITE_STATIC);
        check(sqlite3_step(activity), db, "activity");
        sqlite3_reset(activity);
        id = sqlite3_last_insert_rowid(db);
        sqlite3_bind_int64(goal, 1, id);
        sqlite3_bind_text(goal, 2, day, -1, SQLITE_STATIC);
        check(sqlite3_step(goal), db, "goal");
        sqlite3_reset(goal);
      }
      sqlite3_reset(find);
      strncpy(last, line, sizeof last - 1);
    }
    sqlite3_bind_int64(completion, 1, id);
    sqlite3_bind_text(completion, 2, day, -1, SQLITE_STATIC);
    sqlite3_bind_text(completion, 3, now, -1, SQLITE_STATIC);
    check(sqlite3_step(completion), db, "completion");
    sqlite3_reset(completion);
  }
  check(sqlite3_exec(db, "COMMIT", 0, 0, 0), db, "commit");
  sqlite3_finalize(find);
  sqlite3_finalize(activity);
  sqlite3_finalize(goal);
  sqlite3_finalize(completion);
  return sqlite3_close(db) == SQLITE_OK ? 0 : 1;
}
