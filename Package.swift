// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "GtkDialogs",
    products: [
        .library(name: "GtkDialogs", targets: ["GtkDialogs"]),
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
        .target(name: "CGtkBridge", dependencies: ["CGtk"]),
        .target(name: "GtkDialogs", dependencies: ["CGtk", "CGtkBridge"]),
        .target(name: "DialogsTesting", dependencies: ["GtkDialogs"]),
        .executableTarget(name: "dialogs-demo", dependencies: ["GtkDialogs", "CGtk", "CGtkBridge"]),
        .executableTarget(name: "gtk-dialogs", dependencies: ["GtkDialogs", "CGtk", "CJsonGlib"]),
        .executableTarget(
            name: "leak-check", dependencies: ["GtkDialogs", "CGtk", "CGtkBridge"], path: "Tests/LeakCheck"),
        .executableTarget(
            name: "dialogs-probe", dependencies: ["GtkDialogs", "CGtk", "CGtkBridge"], path: "Tests/DialogsProbe"),
        .testTarget(
            name: "GtkDialogsTests",
            dependencies: [
                "GtkDialogs", "DialogsTesting", "CGtk", "CGtkBridge", "gtk-dialogs", "dialogs-demo", "dialogs-probe",
            ],
            linkerSettings: [.linkedLibrary("X11")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
