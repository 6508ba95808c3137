// swift-tools-version:6.0
// The in-process benchmark: creates, shows, answers and destroys alerts through
// GtkDialogs' Alert. Built by `make bench`; the same loop in C is bench/alert-loop.c.
import PackageDescription

let package = Package(
    name: "alert-loop",
    dependencies: [.package(name: "GtkDialogs", path: "../..")],
    targets: [
        // GTK's C API, for draining events and answering the dialog as the C loop does
        // (the root package's CGtk is a target, not a product).
        .systemLibrary(name: "CGtkLoop", pkgConfig: "gtk+-3.0"),
        .executableTarget(
            name: "alert-loop",
            dependencies: [.product(name: "GtkDialogs", package: "GtkDialogs"), "CGtkLoop"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
