// swift-tools-version:6.0
// An app's own package testing its controller with DialogsTesting: no display needed, and no
// GTK either: the controller's module imports DialogsCore, so neither it nor its tests build or
// link any GTK code (the app itself would link GtkDialogs, which picks GTK to show the dialogs).
// `scripts/check-example` links the GtkDialogs checkout beside it as ../GtkDialogs.
import PackageDescription

let package = Package(
    name: "ControllerTesting",
    dependencies: [.package(path: "../GtkDialogs")],
    targets: [
        .target(name: "Cleanup", dependencies: [.product(name: "DialogsCore", package: "GtkDialogs")]),
        .testTarget(
            name: "CleanupTests",
            dependencies: ["Cleanup", .product(name: "DialogsTesting", package: "GtkDialogs")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
