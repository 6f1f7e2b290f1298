#include <sqlite3.h>

// sqlite3_db_config is variadic, which Swift cannot call: these fix the forms that set and read a flag.
static inline int csqlite_db_config_flag(sqlite3 *db, int op, int on) {
  int result = 0;
  return sqlite3_db_config(db, op, on, &result);
}

static inline int csqlite_db_config_read(sqlite3 *db, int op, int *result) {
  return sqlite3_db_config(db, op, -1, result);
}

// sqlite3_config is variadic too. Without the memory statistics (nothing here reads them), SQLite's allocations take
// no process-wide mutex.
static inline int csqlite_config_memstatus(int on) {
  return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, on);
}
