#if Hosts

import Foundation

/// A private D-Bus session bus configuration for a test's daemons: it listens in a folder of
/// the test's own and starts on demand only dconf (which `gsettings` writes through).
///
/// The system's default session configuration would also start the desktop portals that GTK,
/// IBus and Orca ask for; they outlive the session (the document portal even mounts a FUSE
/// file system in the home folder and keeps running after the bus is gone).
enum SessionBusConfiguration {
  /// How a session bus starts dconf.
  static let dconfService = URL(
    fileURLWithPath: "/usr/share/dbus-1/services/ca.desrt.dconf.service")

  /// Writes the configuration (and its service folder) into `folder`; returns the file for
  /// `dbus-daemon --config-file` or `dbus-run-session --config-file`.
  static func write(in folder: URL) throws -> URL {
    let services = folder.appendingPathComponent("dbus-services")
    try FileManager.default.createDirectory(at: services, withIntermediateDirectories: true)
    if FileManager.default.fileExists(atPath: dconfService.path) {
      try FileManager.default.copyItem(
        at: dconfService, to: services.appendingPathComponent(dconfService.lastPathComponent))
    }
    let configuration = folder.appendingPathComponent("session.conf")
    try """
    <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
     "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
    <busconfig>
      <type>session</type>
      <listen>unix:tmpdir=\(folder.path)</listen>
      <auth>EXTERNAL</auth>
      <servicedir>\(services.path)</servicedir>
      <policy context="default">
        <allow send_destination="*" eavesdrop="true"/>
        <allow eavesdrop="true"/>
        <allow own="*"/>
      </policy>
    </busconfig>
    """.write(to: configuration, atomically: true, encoding: .utf8)
    return configuration
  }
}

#endif
