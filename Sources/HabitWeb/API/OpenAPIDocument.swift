/// The JSON API's OpenAPI document, served at `/api/v1/openapi.yaml`. It is `openapi.yaml` beside this file, from
/// which the API's types are generated; `scripts/api-document` copies it here, and a test keeps the two equal.
enum OpenAPIDocument {
  static let yaml = #"""
    openapi: 3.1.0
    info:
      title: habit
      version: 1.0.0
      summary: A household's habits over one SQLite file, for automations.
      description: |
        The JSON API of `habit serve`. Every call acts as the member whose token it carries (`habit token add NAME
        --user MEMBER` prints one); a read-only token reads only. Each answer is what the command line's
        `--format json` prints for the same thing, and an error is `application/problem+json` with the command line's
        sentence in `detail`. A request body over 64 KiB is refused (413).
    servers:
      - url: /api/v1
    security:
      - token: []
    paths:
      /today:
        get:
          operationId: getToday
          summary: What the today screen shows, as data (`habit today --format json`).
          responses:
            '200':
              description: Today's activities of the token's member.
              content:
                application/json:
                  schema: { $ref: '#/components/schemas/Today' }
            default: { $ref: '#/components/responses/Problem' }
      /activities:
        get:
          operationId: listActivities
          summary: The member's activities (`habit list --format json`).
          responses:
            '200':
              description: Every activity the member sees, archived ones too.
              content:
                application/json:
                  schema:
                    type: array
                    items: { $ref: '#/components/schemas/ListEntry' }
            default: { $ref: '#/components/responses/Problem' }
      /activities/{id}:
        get:
          operationId: getActivity
          summary: One activity (`habit show ID --format json` and `habit stats ID --format json`).
          parameters:
            - $ref: '#/components/parameters/ActivityID'
          responses:
            '200':
              description: Its goal, recent days, streaks, this period and statistics.
              content:
                application/json:
                  schema: { $ref: '#/components/schemas/ActivityDetail' }
            default: { $ref: '#/components/responses/Problem' }
      /activities/{id}/done:
        post:
          operationId: recordDone
          summary: Records a completion (`habit done`), today unless a day is given.
          parameters:
            - $ref: '#/components/parameters/ActivityID'
          requestBody:
            required: false
            content:
              application/json:
                schema: { $ref: '#/components/schemas/DoneRequest' }
          responses:
            '200': { $ref: '#/components/responses/Recorded' }
            default: { $ref: '#/components/responses/Problem' }
      /activities/{id}/undo:
        post:
          operationId: recordUndo
          summary: Removes the day's latest completion, or else its skip or fail mark (`habit undo`).
          parameters:
            - $ref: '#/components/parameters/ActivityID'
          requestBody:
            required: false
            content:
              application/json:
                schema: { $ref: '#/components/schemas/DayRequest' }
          responses:
            '200': { $ref: '#/components/responses/Recorded' }
            default: { $ref: '#/components/responses/Problem' }
      /activities/{id}/skip:
        post:
          operationId: recordSkip
          summary: Skips a day (`habit skip`).
          parameters:
            - $ref: '#/components/parameters/ActivityID'
          requestBody:
            required: false
            content:
              application/json:
                schema: { $ref: '#/components/schemas/MarkRequest' }
          responses:
            '200': { $ref: '#/components/responses/Recorded' }
            default: { $ref: '#/components/responses/Problem' }
      /activities/{id}/fail:
        post:
          operationId: recordFail
          summary: Marks a day failed (`habit fail`).
          parameters:
            - $ref: '#/components/parameters/ActivityID'
          requestBody:
            required: false
            content:
              application/json:
                schema: { $ref: '#/components/schemas/MarkRequest' }
          responses:
            '200': { $ref: '#/components/responses/Recorded' }
            default: { $ref: '#/components/responses/Problem' }
      /board:
        get:
          operationId: getBoard
          summary: The household side by side (`habit board --format json`).
          responses:
            '200':
              description: Shared chores, activities members share by name, and each member overall.
              content:
                application/json:
                  schema: { $ref: '#/components/schemas/Board' }
            default: { $ref: '#/components/responses/Problem' }
      /members:
        get:
          operationId: listMembers
          summary: The household's members (`habit user list --format json`); `current` is the token's member.
          responses:
            '200':
              description: Every member.
              content:
                application/json:
                  schema:
                    type: array
                    items: { $ref: '#/components/schemas/Member' }
            default: { $ref: '#/components/responses/Problem' }
    components:
      securitySchemes:
        token:
          type: http
          scheme: bearer
          description: A token from `habit token add`.
      parameters:
        ActivityID:
          name: id
          in: path
          required: true
          description: The activity's id (`habit list --format json` shows it).
          schema:
            type: string
      responses:
        Recorded:
          description: What was recorded, in the command line's words, and the activity after it.
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Recorded' }
        Problem:
          description: >-
            Refused or failed, and nothing was changed: 400 bad input (a day after today, nothing to undo), 401 no or a
            wrong token, 403 a read-only token's write, 404 no such activity or path, 405 a method the path does not
            take, 503 the database is busy or its file was replaced.
          content:
            application/problem+json:
              schema: { $ref: '#/components/schemas/Problem' }
      schemas:
        Day:
          type: string
          description: A calendar day, yyyy-MM-dd.
          format: date
        DayStatus:
          type: string
          enum: [done, partial, over_limit, skipped, failed, empty, rest, paused, future, before_start, not_loaded]
        PeriodStatus:
          type: string
          enum: [met, unmet, neutral, in_progress]
        DayRequest:
          type: object
          additionalProperties: false
          properties:
            day: { $ref: '#/components/schemas/RequestDay' }
        MarkRequest:
          type: object
          additionalProperties: false
          properties:
            day: { $ref: '#/components/schemas/RequestDay' }
            note: { $ref: '#/components/schemas/Note' }
        DoneRequest:
          type: object
          additionalProperties: false
          properties:
            day: { $ref: '#/components/schemas/RequestDay' }
            amount:
              type: [number, 'null']
              minimum: 0
              maximum: 1000000000
              description: In the activity's unit; the activity's required amount when absent or null.
            note: { $ref: '#/components/schemas/Note' }
        Note:
          type: [string, 'null']
          maxLength: 2000
          description: Free text; no control characters but line breaks. Null is none.
        RequestDay:
          type: [string, 'null']
          format: date
          description: >-
            The day to write, yyyy-MM-dd: today (the member's, after their day start) when absent or null; never a day
            after it.
        Recorded:
          type: object
          additionalProperties: false
          required: [message, activity]
          properties:
            message:
              type: string
              description: The command line's sentence.
            activity: { $ref: '#/components/schemas/ActivityDetail' }
        Problem:
          type: object
          description: RFC 9457 problem details.
          required: [title, status, detail]
          properties:
            type: { type: string }
            title: { type: string }
            status: { type: integer }
            detail: { type: string }
        Streak:
          type: object
          additionalProperties: false
          required: [length, unit, start, end]
          properties:
            length: { type: integer }
            unit: { type: string }
            start: { $ref: '#/components/schemas/Day' }
            end: { $ref: '#/components/schemas/Day' }
        Period:
          type: object
          additionalProperties: false
          required: [start, end, status, achieved, required]
          properties:
            start: { $ref: '#/components/schemas/Day' }
            end: { $ref: '#/components/schemas/Day' }
            status: { $ref: '#/components/schemas/PeriodStatus' }
            achieved: { type: number }
            required: { type: number }
        Credit:
          type: object
          additionalProperties: false
          required: [week, month]
          properties:
            member:
              type: string
              description: Absent for a member since removed.
            week: { type: integer }
            month: { type: integer }
            allTime: { type: integer }
        Today:
          type: object
          additionalProperties: false
          required: [user, today, activities]
          properties:
            user: { type: string }
            today: { $ref: '#/components/schemas/Day' }
            activities:
              type: array
              items: { $ref: '#/components/schemas/TodayEntry' }
        TodayEntry:
          type: object
          additionalProperties: false
          required:
            [id, name, icon, goal, state, todayStatus, periodStatus, achieved, required, remaining, periodStart, periodEnd,
             position]
          properties:
            id: { type: string }
            name: { type: string }
            icon: { type: string }
            goal: { type: string }
            state:
              type: string
              enum: [at_risk, due, over_limit, within_limit, done, skipped, failed, rest, paused]
            todayStatus: { $ref: '#/components/schemas/DayStatus' }
            periodStatus: { $ref: '#/components/schemas/PeriodStatus' }
            achieved: { type: number }
            required: { type: number }
            remaining: { type: number }
            periodStart: { $ref: '#/components/schemas/Day' }
            periodEnd: { $ref: '#/components/schemas/Day' }
            currentStreak: { $ref: '#/components/schemas/Streak' }
            pausedUntil: { $ref: '#/components/schemas/Day' }
            nextDue: { $ref: '#/components/schemas/Day' }
            shared: { type: boolean }
            turn: { type: string }
            section: { type: string }
            position: { type: integer }
        ListEntry:
          type: object
          additionalProperties: false
          required: [id, icon, name, color, goal, goalSpec, progress, doneToday, todayStatus, archived, position]
          properties:
            id: { type: string }
            icon: { type: string }
            name: { type: string }
            color: { type: string }
            goal: { type: string }
            goalSpec: { type: string }
            progress:
              type: object
              additionalProperties: false
              required: [achieved, required, status, periodStart, periodEnd]
              properties:
                achieved: { type: number }
                required: { type: number }
                status: { $ref: '#/components/schemas/PeriodStatus' }
                periodStart: { $ref: '#/components/schemas/Day' }
                periodEnd: { $ref: '#/components/schemas/Day' }
            doneToday: { type: boolean }
            todayStatus: { $ref: '#/components/schemas/DayStatus' }
            currentStreak: { $ref: '#/components/schemas/Streak' }
            lastPerformed: { $ref: '#/components/schemas/Day' }
            archived: { type: boolean }
            section: { type: string }
            position: { type: integer }
        ActivityDetail:
          type: object
          additionalProperties: false
          required: [activity, stats]
          properties:
            activity: { $ref: '#/components/schemas/Activity' }
            stats: { $ref: '#/components/schemas/Statistics' }
        Activity:
          type: object
          additionalProperties: false
          required:
            [id, user, name, description, icon, color, goal, goalSpec, goalHistory, createdOn, archived, recent]
          properties:
            id: { type: string }
            user: { type: string }
            name: { type: string }
            description: { type: string }
            icon: { type: string }
            color: { type: string }
            unit: { type: string }
            requiredAmount: { type: number }
            goal: { type: string }
            goalSpec: { type: string }
            goalHistory:
              type: array
              items:
                type: object
                additionalProperties: false
                required: [from, goal]
                properties:
                  from: { $ref: '#/components/schemas/Day' }
                  goal: { type: string }
                  requiredAmount: { type: number }
                  unit: { type: string }
            createdOn: { $ref: '#/components/schemas/Day' }
            archived: { type: boolean }
            lastPerformed: { $ref: '#/components/schemas/Day' }
            recent:
              type: array
              items:
                type: object
                additionalProperties: false
                required: [day, status]
                properties:
                  day: { $ref: '#/components/schemas/Day' }
                  status: { $ref: '#/components/schemas/DayStatus' }
                  amount: { type: number }
                  unit: { type: string }
                  note: { type: string }
                  doneBy: { type: string }
            shared: { type: boolean }
            private: { type: boolean }
            rotation:
              type: array
              items: { type: string }
            turn: { type: string }
            credits:
              type: array
              items: { $ref: '#/components/schemas/Credit' }
        Statistics:
          type: object
          additionalProperties: false
          required: [id, name, goal, start, timesCompleted, currentPeriod, months]
          properties:
            id: { type: string }
            name: { type: string }
            goal: { type: string }
            start: { $ref: '#/components/schemas/Day' }
            currentStreak: { $ref: '#/components/schemas/Streak' }
            bestStreak: { $ref: '#/components/schemas/Streak' }
            timesCompleted: { type: integer }
            lastPerformed: { $ref: '#/components/schemas/Day' }
            currentPeriod: { $ref: '#/components/schemas/Period' }
            completionRateThisYear: { type: number }
            completionRateSinceStart: { type: number }
            months:
              type: array
              items:
                type: object
                additionalProperties: false
                required: [month, completions, amount, daysDone, daysJudged]
                properties:
                  month: { type: string }
                  completions: { type: integer }
                  amount: { type: number }
                  daysDone: { type: integer }
                  daysJudged: { type: integer }
            credits:
              type: array
              items: { $ref: '#/components/schemas/Credit' }
        Board:
          type: object
          additionalProperties: false
          required: [today, household, shared, overall]
          properties:
            today: { $ref: '#/components/schemas/Day' }
            household:
              type: array
              items:
                type: object
                additionalProperties: false
                required: [name, goal, achieved, required, periodStatus, onTrack, credits]
                properties:
                  name: { type: string }
                  goal: { type: string }
                  achieved: { type: number }
                  required: { type: number }
                  periodStatus: { $ref: '#/components/schemas/PeriodStatus' }
                  onTrack: { type: boolean }
                  currentStreak: { $ref: '#/components/schemas/Streak' }
                  bestStreak: { $ref: '#/components/schemas/Streak' }
                  turn: { type: string }
                  credits:
                    type: array
                    items: { $ref: '#/components/schemas/Credit' }
            shared:
              type: array
              items:
                type: object
                additionalProperties: false
                required: [name, members]
                properties:
                  name: { type: string }
                  section: { type: string }
                  members:
                    type: array
                    items:
                      type: object
                      additionalProperties: false
                      required: [member, goal, achieved, required, periodStatus, onTrack]
                      properties:
                        member: { type: string }
                        goal: { type: string }
                        achieved: { type: number }
                        required: { type: number }
                        periodStatus: { $ref: '#/components/schemas/PeriodStatus' }
                        onTrack: { type: boolean }
                        currentStreak: { $ref: '#/components/schemas/Streak' }
                        bestStreak: { $ref: '#/components/schemas/Streak' }
            overall:
              type: array
              items:
                type: object
                additionalProperties: false
                required: [member, activities, onTrack]
                properties:
                  member: { type: string }
                  activities: { type: integer }
                  onTrack: { type: integer }
                  longestCurrentStreak: { $ref: '#/components/schemas/Streak' }
                  bestStreak: { $ref: '#/components/schemas/Streak' }
        Member:
          type: object
          additionalProperties: false
          required: [id, name, current]
          properties:
            id: { type: string }
            name: { type: string }
            current: { type: boolean }
    """#
}
