// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "GtkDialogs",
    products: [
        .library(name: "GtkDialogs", targets: ["GtkDialogs"]),
        // The same API on GTK 4 and libadwaita: an app links one of the two (`import AdwDialogs`).
        .library(name: "AdwDialogs", targets: ["AdwDialogs"]),
        // The dialogs without GTK: what an app's logic and its tests (DialogsTesting) need.
        .library(name: "DialogsCore", targets: ["DialogsCore"]),
        .library(name: "DialogsTesting", targets: ["DialogsTesting"]),
        .executable(name: "dialogs-demo", targets: ["dialogs-demo"]),
        .executable(name: "gtk-dialogs", targets: ["gtk-dialogs"]),
        .executable(name: "gtk4-dialogs", targets: ["gtk4-dialogs"]),
        .executable(name: "gtk4-dialogs-demo", targets: ["gtk4-dialogs-demo"]),
    ],
    targets: [
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk+-3.0",
            providers: [.apt(["libgtk-3-dev"])]
        ),
        .systemLibrary(
            name: "CAdw",
            // libadwaita 1.2 requires gtk4 4.8.
            pkgConfig: "libadwaita-1",
            providers: [.apt(["libadwaita-1-dev", "libgtk-4-dev"])]
        ),
        .systemLibrary(
            name: "CGLib",
            // json-glib-1.0 requires gio-2.0, which requires glib-2.0 and gobject-2.0: no toolkit.
            pkgConfig: "json-glib-1.0",
            providers: [.apt(["libjson-glib-dev"])]
        ),
        // The C library's gettext (libintl.h): the core's own words, translated.
        .systemLibrary(name: "CIntl"),
        // No GTK in its dependency closure: the compiler keeps GTK out of the core.
        .target(name: "DialogsCore", dependencies: ["CIntl"]),
        // GLib, GIO and json-glib only: the callback boxes, the main loop's sources, answer files,
        // JSON and notifications that every GLib-based backend and the CLI share.
        .target(name: "DialogsGLib", dependencies: ["DialogsCore", "CGLib"]),
        // Asks the compositor whether an xdg-foreign handle is exported (GTK keeps its answer).
        .target(name: "CXdgForeign", linkerSettings: [.linkedLibrary("wayland-client")]),
        .target(name: "CGtkBridge", dependencies: ["CGtk", "CXdgForeign"]),
        // CommandLine.arguments without the standard library's read of /proc/self/maps at start-up:
        // linked into each program (the runtime is linked in statically in release builds).
        .target(name: "CProcessArguments"),
        .target(name: "GtkDialogs", dependencies: ["DialogsCore", "DialogsGLib", "CGtk", "CGtkBridge"]),
        // X11 for XSetTransientForHint: a dialog parented by another program's window id.
        .target(name: "CAdwBridge", dependencies: ["CAdw", "CXdgForeign"], linkerSettings: [.linkedLibrary("X11")]),
        // The GTK 4 + libadwaita backend: GTK 3 and GTK 4 cannot share a process, so nothing that
        // links GtkDialogs links it.
        .target(name: "AdwDialogs", dependencies: ["DialogsCore", "DialogsGLib", "CAdw", "CAdwBridge"]),
        .target(name: "DialogsTesting", dependencies: ["DialogsCore"]),
        // The demo's scenarios, on the public API only: both demos show them.
        .target(name: "DemoShowcase", dependencies: ["DialogsCore"]),
        .executableTarget(
            name: "dialogs-demo",
            dependencies: [
                "DemoShowcase", "GtkDialogs", "DialogsCore", "DialogsGLib", "CGtk", "CGtkBridge", "CProcessArguments",
            ]),
        // The same demo as a libadwaita app (GTK 4).
        .executableTarget(
            name: "gtk4-dialogs-demo",
            dependencies: ["DemoShowcase", "AdwDialogs", "DialogsGLib", "CAdw", "CAdwBridge", "CProcessArguments"]),
        // The CLI, naming no toolkit: the executable that runs it hands it one (CommandLineToolkit).
        .target(name: "DialogsCLI", dependencies: ["DialogsCore", "DialogsGLib", "CGLib"]),
        .executableTarget(
            name: "gtk-dialogs", dependencies: ["DialogsCLI", "GtkDialogs", "CGtk", "CProcessArguments"]),
        // The same CLI on GTK 4 and libadwaita. No test target depends on it: the test bundle links
        // GTK 3 (Gtk4CommandLineTests runs it as a program).
        .executableTarget(
            name: "gtk4-dialogs", dependencies: ["DialogsCLI", "AdwDialogs", "CAdw", "CAdwBridge", "CProcessArguments"]),
        // Each kind's stories, written once against a driver (a toolkit's real windows, the scripted
        // user): no toolkit, so every backend's tests run the same ones.
        .target(name: "DialogStories", dependencies: ["DialogsCore", "DialogsTesting"], path: "Tests/Conformance"),
        // The stories at GTK 4's windows, in a process of their own (Gtk4ConformanceTests runs it).
        .executableTarget(
            name: "gtk4-stories", dependencies: ["AdwDialogs", "DialogStories", "DialogsGLib", "CAdw", "CAdwBridge"],
            path: "Tests/Gtk4Stories", linkerSettings: [.linkedLibrary("X11")]),
        .executableTarget(
            name: "leak-check", dependencies: ["GtkDialogs", "CGtk", "CGtkBridge"], path: "Tests/LeakCheck"),
        .executableTarget(
            name: "dialogs-probe", dependencies: ["GtkDialogs", "CGtk", "CGtkBridge"], path: "Tests/DialogsProbe"),
        .testTarget(
            name: "GtkDialogsTests",
            dependencies: [
                "DialogsCore", "DialogsGLib", "DialogsCLI", "GtkDialogs", "DialogsTesting", "DialogStories", "CGtk",
                "CGtkBridge", "gtk-dialogs", "dialogs-demo", "DemoShowcase",
                "dialogs-probe",
            ],
            linkerSettings: [.linkedLibrary("X11")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
