// swift-tools-version:6.0
// A windowed app with no GTK code of its own: a main window from Dialogs.mainWindow,
// dialogs parented to it, roles, closures and a typed answer. `scripts/check-example`
// builds it against the checkout linked beside it as ../GtkDialogs, and runs it with
// no display: it must exit with the error, not hang. It builds it again on GTK 4 with only the
// import and the product changed (AdwDialogs), and answers its alert there with Return.
import PackageDescription

let package = Package(
    name: "WindowedApp",
    dependencies: [.package(path: "../GtkDialogs")],
    targets: [
        .executableTarget(name: "Notes", dependencies: [.product(name: "GtkDialogs", package: "GtkDialogs")])
    ],
    swiftLanguageModes: [.v6]
)
