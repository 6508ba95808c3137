// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "GtkDialogs",
    products: [
        .library(name: "GtkDialogs", targets: ["GtkDialogs"]),
        .executable(name: "dialogs-demo", targets: ["dialogs-demo"]),
    ],
    targets: [
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk+-3.0",
            providers: [.apt(["libgtk-3-dev"])]
        ),
        .target(name: "CGtkBridge", dependencies: ["CGtk"]),
        .target(name: "GtkDialogs", dependencies: ["CGtk", "CGtkBridge"]),
        .executableTarget(name: "dialogs-demo", dependencies: ["GtkDialogs", "CGtk", "CGtkBridge"]),
        .testTarget(
            name: "GtkDialogsTests", dependencies: ["GtkDialogs", "CGtk", "CGtkBridge"],
            linkerSettings: [.linkedLibrary("X11")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
