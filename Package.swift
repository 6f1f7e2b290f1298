// swift-tools-version: 6.0
import PackageDescription

// Start-up: our code makes a concrete generic type's metadata (a `[Day: DayMark]`) with an accessor that is
// handed the conformances, not from the type's mangled name: from the name, the runtime found each conformance by
// scanning every conformance record of the static binary, about 300,000 instructions the first time each was needed.
let metadataAccessors: [SwiftSetting] = [
  .unsafeFlags(
    ["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"], .when(configuration: .release))
]

// Layers, lowest first. The compiler enforces the arrows: a target may only import what it lists.
let package = Package(
  name: "habit",
  products: [
    .executable(name: "habit", targets: ["habit"]),
    .executable(name: "habit-server", targets: ["habit-server"]),
    .library(name: "HabitCore", targets: ["HabitCore"]),
    .library(name: "SQLite", targets: ["SQLite"]),
    .library(name: "HabitScreens", targets: ["HabitScreens"]),
    .library(name: "HabitStore", targets: ["HabitStore"]),
    .library(name: "HabitInterchange", targets: ["HabitInterchange"]),
    .library(name: "HabitViews", targets: ["HabitViews"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
    // The web server, only in `habit-server`: linked into `habit` it would slow every command's start-up.
    .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1"),
    // The JSON API's types and routes are generated from its OpenAPI document, so the two cannot drift.
    .package(url: "https://github.com/apple/swift-openapi-generator", exact: "1.14.3"),
    .package(url: "https://github.com/apple/swift-openapi-runtime", exact: "1.13.4"),
    // Only for KeyDerivationTests: our SHA-256, HMAC and PBKDF2 must give BoringSSL's bytes. Never linked into
    // `habit` or the server.
    .package(url: "https://github.com/apple/swift-crypto", exact: "4.5.2"),
  ],
  targets: [
    // Debian's libsqlite3-dev; scripts/test and scripts/run install it when missing.
    .systemLibrary(
      name: "CSQLite",
      pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"])]
    ),
    // Debian's zlib1g-dev: inflate for zip archives (Loop's CSV export); scripts/lib/setup.sh installs it.
    .systemLibrary(
      name: "CZlib",
      pkgConfig: "zlib",
      providers: [.apt(["zlib1g-dev"])]
    ),
    // Debian's libqrencode-dev: the QR codes of check-in links; scripts/lib/setup.sh installs it. Its header only:
    // not linked (no pkg-config, no `link` in the module map), the library is opened when a code is first drawn.
    .systemLibrary(
      name: "CQRencode",
      providers: [.apt(["libqrencode-dev"])]
    ),
    // A QR code's modules as libqrencode draws them; PNG files deflated with zlib. Both know nothing of habits.
    .target(name: "QRCode", dependencies: ["CQRencode"]),
    .target(name: "PNG", dependencies: ["CZlib"]),
    // Our thin typed layer over libsqlite3. Knows nothing of habits.
    .target(name: "SQLite", dependencies: ["CSQLite"], swiftSettings: metadataAccessors),
    // SHA-256 and PBKDF2 for PINs. Optimized in every build: a PIN check is hundreds of thousands of hashes,
    // seconds each in an unoptimized test build instead of a tenth of one.
    .target(name: "KeyDerivation", swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]),
    // Pure domain: days, goals, streaks, statistics. No SQLite, no clock, no printing.
    .target(name: "HabitCore", swiftSettings: metadataAccessors),
    // The values the use cases return, ready to show: what the store makes and the renderers read, so that a
    // renderer cannot reach the database.
    .target(name: "HabitScreens", dependencies: ["HabitCore"], swiftSettings: metadataAccessors),
    // The database: schema migrations, records, use cases, the read-only SQL gate.
    .target(
      name: "HabitStore", dependencies: ["HabitCore", "HabitScreens", "SQLite", "CSQLite", "KeyDerivation"],
      swiftSettings: metadataAccessors),
    // File formats: native JSON and CSV, the iOS app's layout, other trackers' exports.
    .target(name: "HabitInterchange", dependencies: ["HabitCore", "HabitScreens", "HabitStore", "SQLite", "CZlib"]),
    // Renderers of the use cases' values: terminal text, tables, calendars, JSON, and for the browser HTML pages
    // and SVG charts (HTML/, SVG/). They write to an injected stream.
    .target(
      name: "HabitViews", dependencies: ["HabitCore", "HabitScreens", "QRCode"], swiftSettings: metadataAccessors),
    // The hooks: executables run after each committed write and when a reminder comes due, with the event as JSON.
    .target(name: "HabitHooks", dependencies: ["HabitScreens", "HabitStore", "HabitViews"]),
    // The thin executable: argument parsing, "today", the terminal, exit codes.
    .executableTarget(
      name: "habit",
      dependencies: [
        "HabitCore", "HabitScreens", "HabitStore", "HabitInterchange", "HabitViews", "HabitHooks", "QRCode", "PNG",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      // Start-up, release builds only (docs/performance.md has what each buys):
      // - position-dependent: no 45,000 pointers to relocate at each start. The server `habit serve` runs, which
      //   listens on a socket, stays a PIE.
      // - no symbols exported: the Swift runtime's `dladdr` at each start searched 7,250 of them.
      // - libstdc++ linked statically, through the linker script in Linker/: no libstdc++.so to load and relocate.
      swiftSettings: metadataAccessors,
      linkerSettings: [
        .unsafeFlags(
          ["-Xclang-linker", "-no-pie", "-Xlinker", "--no-export-dynamic", "-L", "\(Context.packageDirectory)/Linker"],
          .when(configuration: .release))
      ]
    ),
    // The web app: routes, sessions, forms; it calls the same use cases and renders with HabitViews.
    .target(
      name: "HabitWeb",
      dependencies: [
        "HabitCore", "HabitScreens", "HabitStore", "HabitViews", "HabitHooks", "QRCode", "PNG",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
      ],
      plugins: [.plugin(name: "OpenAPIGenerator", package: "swift-openapi-generator")]
    ),
    // `habit serve` runs this executable (next to `habit`), so `habit` itself never links the HTTP server.
    .executableTarget(name: "habit-server", dependencies: ["HabitWeb", "HabitHooks", "HabitStore", "HabitCore"]),
    // Helpers the test targets share: a seeded generator, a zip writer.
    .target(name: "TestSupport", dependencies: ["CZlib"], path: "Tests/TestSupport"),
    .testTarget(name: "HabitCoreTests", dependencies: ["HabitCore", "TestSupport"]),
    .testTarget(name: "SQLiteTests", dependencies: ["SQLite"]),
    // Published test vectors, and swift-crypto's output on random inputs byte for byte.
    .testTarget(
      name: "KeyDerivationTests",
      dependencies: [
        "KeyDerivation", "TestSupport", .product(name: "Crypto", package: "swift-crypto"),
        .product(name: "CryptoExtras", package: "swift-crypto"),
      ]),
    // In-process: the renderers against golden files, and every view's statuses against the evaluation's.
    .testTarget(
      name: "HabitViewsTests",
      dependencies: ["HabitViews", "HabitScreens", "HabitStore", "HabitCore", "SQLite", "QRCode", "TestSupport"],
      exclude: ["Golden"]),
    .testTarget(
      name: "HabitStoreTests", dependencies: ["HabitStore", "HabitScreens", "SQLite", "KeyDerivation", "TestSupport"],
      exclude: ["Frozen"]),
    .testTarget(
      name: "HabitInterchangeTests",
      dependencies: ["HabitInterchange", "HabitScreens", "HabitStore", "SQLite", "CZlib", "TestSupport"]),
    // The web app served on a loopback port in-process, spoken to over real sockets; the pages' renderers.
    .testTarget(
      name: "HabitWebTests",
      dependencies: ["HabitWeb", "HabitHooks", "HabitViews", "HabitScreens", "HabitStore", "HabitCore", "SQLite"]),
    // End-to-end: runs the built `habit` binary as a real process on real files.
    .testTarget(
      name: "habitTests",
      dependencies: ["habit", "HabitCore", "HabitScreens", "HabitViews", "SQLite", "CZlib", "TestSupport"],
      exclude: ["Golden"]),
  ]
)
