// swift-tools-version:6.0
// The five classic scenarios, written from the README alone: a three-button alert with an
// index handler and with roles and closures, a confirm with a closure per button, an input
// prompt and a contact form bound to a typed value. Tested with XCTest and Swift Testing
// through DialogsTesting. `scripts/check-example` links the checkout beside it as ../GtkDialogs.
import PackageDescription

let package = Package(
    name: "Scenarios",
    dependencies: [.package(path: "../GtkDialogs")],
    targets: [
        .target(name: "Scenarios", dependencies: [.product(name: "GtkDialogs", package: "GtkDialogs")]),
        .executableTarget(name: "ScenariosApp", dependencies: ["Scenarios"]),
        .testTarget(
            name: "ScenariosTests",
            dependencies: ["Scenarios", .product(name: "DialogsTesting", package: "GtkDialogs")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
