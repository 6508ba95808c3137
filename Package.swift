// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "GtkDialogs",
    products: [
        .library(name: "GtkDialogs", targets: ["GtkDialogs"]),
        // The dialogs without GTK: what an app's logic and its tests (DialogsTesting) need.
        .library(name: "DialogsCore", targets: ["DialogsCore"]),
        .library(name: "DialogsTesting", targets: ["DialogsTesting"]),
        .executable(name: "dialogs-demo", targets: ["dialogs-demo"]),
        .executable(name: "gtk-dialogs", targets: ["gtk-dialogs"]),
    ],
    targets: [
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk+-3.0",
            providers: [.apt(["libgtk-3-dev"])]
        ),
        .systemLibrary(
            name: "CJsonGlib",
            pkgConfig: "json-glib-1.0",
            providers: [.apt(["libjson-glib-dev"])]
        ),
        // The C library's gettext (libintl.h): the core's own words, translated.
        .systemLibrary(name: "CIntl"),
        // No GTK in its dependency closure: the compiler keeps GTK out of the core.
        .target(name: "DialogsCore", dependencies: ["CIntl"]),
        .target(name: "CGtkBridge", dependencies: ["CGtk"]),
        .target(name: "GtkDialogs", dependencies: ["DialogsCore", "CGtk", "CGtkBridge", "CJsonGlib"]),
        .target(name: "DialogsTesting", dependencies: ["DialogsCore"]),
        .executableTarget(name: "dialogs-demo", dependencies: ["GtkDialogs", "DialogsCore", "CGtk", "CGtkBridge"]),
        .executableTarget(name: "gtk-dialogs", dependencies: ["DialogsCore", "GtkDialogs", "CGtk", "CJsonGlib"]),
        .executableTarget(
            name: "leak-check", dependencies: ["GtkDialogs", "CGtk", "CGtkBridge"], path: "Tests/LeakCheck"),
        .executableTarget(
            name: "dialogs-probe", dependencies: ["GtkDialogs", "CGtk", "CGtkBridge"], path: "Tests/DialogsProbe"),
        .testTarget(
            name: "GtkDialogsTests",
            dependencies: [
                "DialogsCore", "GtkDialogs", "DialogsTesting", "CGtk", "CGtkBridge", "gtk-dialogs", "dialogs-demo",
                "dialogs-probe",
            ],
            linkerSettings: [.linkedLibrary("X11")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
