// swift-tools-version:6.0
// An app's own package testing its controller with DialogsTesting: no display needed.
// `scripts/check-example` links the GtkDialogs checkout beside it as ../GtkDialogs.
import PackageDescription

let package = Package(
    name: "ControllerTesting",
    dependencies: [.package(path: "../GtkDialogs")],
    targets: [
        .target(name: "Cleanup", dependencies: [.product(name: "GtkDialogs", package: "GtkDialogs")]),
        .testTarget(
            name: "CleanupTests",
            dependencies: ["Cleanup", .product(name: "DialogsTesting", package: "GtkDialogs")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
